import { routes } from '@kurio/shared/api/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useSignInChange } from '../../../sign-in/use-sign-in-change';

export const confirmPayment = (csId: string) => callApi(routes.payment.confirmCheckout, { body: { csId } });

/** docs/product.md §7: form-encoded csId; the answer carries the user with the new membership. */
export function useConfirmPayment() {
  const signIn = useSignInChange();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPayment,
    onSuccess: ({ user }) => {
      if (!user) return;
      signIn.updated(user);
      void queryClient.invalidateQueries({ queryKey: ['billing'] });
    },
  });
}
