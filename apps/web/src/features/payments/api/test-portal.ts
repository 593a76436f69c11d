import type { okResponseSchema } from '@kurio/shared/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const setCancelAtPeriodEnd = (cancelAtPeriodEnd: boolean) =>
  apiRequest<typeof okResponseSchema>('/api/checkout/test/portal', { body: { json: { cancelAtPeriodEnd } } });

/** Test mode's stand-in for Stripe's portal: cancel at period end, or resume. */
export function useSetCancelAtPeriodEnd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCancelAtPeriodEnd,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['billing'] }),
  });
}
