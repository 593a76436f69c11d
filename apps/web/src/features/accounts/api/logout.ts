import { okResponseSchema } from '@kurio/shared/user';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { useSessionChange } from '../../../session/use-session-change';

export const logout = () => apiRequest('/api/user/logout', { body: { json: {} }, schema: okResponseSchema });

/** docs/product.md §4: log out clears the session, resets the user and goes to /. */
export function useLogout() {
  const { signedOut } = useSessionChange();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      signedOut();
      navigate(paths.home);
    },
  });
}
