import type { DeleteAccountRequest } from '@kurio/shared/account';
import { okResponseSchema } from '@kurio/shared/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { useAppStore } from '../../../stores/app-store';

export const deleteAccount = (request: DeleteAccountRequest) =>
  apiRequest('/api/account/delete', { body: { json: request }, schema: okResponseSchema });

/** Deletes the account, forgets it on this device and goes home, as logging out does. */
export function useDeleteAccount() {
  const resetUser = useAppStore((state) => state.resetUser);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      resetUser();
      queryClient.clear();
      navigate(paths.home, { replace: true });
    },
  });
}
