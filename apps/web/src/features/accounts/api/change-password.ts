import type { ChangePasswordRequest } from '@kurio/shared/account';
import { routes } from '@kurio/shared/api/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const changePassword = (request: ChangePasswordRequest) =>
  callApi(routes.account.changePassword, { body: request });

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // A first password changes how every screen asks the holder to prove it is them (consent, the PIN, this form):
    // whatever was read before asks again. Rare enough that asking everything again costs nothing. Not awaited:
    // the change is done, and a slow answer elsewhere must not keep this form saying it is saving.
    onSuccess: () => {
      void queryClient.invalidateQueries();
    },
  });
}
