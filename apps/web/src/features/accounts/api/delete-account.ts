import type { DeleteAccountRequest } from '@kurio/shared/account';
import { routes } from '@kurio/shared/api/routes';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { callApi } from '../../../lib/api-client';
import { useSignInChange } from '../../../sign-in/use-sign-in-change';

export const deleteAccount = (request: DeleteAccountRequest) => callApi(routes.account.delete, { body: request });

/** Deletes the account, forgets it on this device and goes home, as logging out does. */
export function useDeleteAccount() {
  const { signedOut } = useSignInChange();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      signedOut();
      navigate(paths.home, { replace: true });
    },
  });
}
