import { routes } from '@kurio/shared/api/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const setCancelAtPeriodEnd = (cancelAtPeriodEnd: boolean) =>
  callApi(routes.payment.setTestCancelAtPeriodEnd, { body: { cancelAtPeriodEnd } });

/** Test mode's stand-in for Stripe's portal: cancel at period end, or resume. */
export function useSetCancelAtPeriodEnd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCancelAtPeriodEnd,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['billing'] }),
  });
}
