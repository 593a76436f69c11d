import { okResponseSchema } from '@kurio/shared/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { useAppStore } from '../../../stores/app-store';

export const logout = () => apiRequest('/api/user/logout', { body: { json: {} }, schema: okResponseSchema });

/** docs/product.md §4: log out clears the session, resets the user and goes to /. */
export function useLogout() {
  const queryClient = useQueryClient();
  const resetUser = useAppStore((state) => state.resetUser);
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      resetUser();
      queryClient.clear();
      navigate(paths.home);
    },
  });
}
