import type { okResponseSchema } from '@kurio/shared/user';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { syncOutbox } from '../../../lib/offline/sync';
import { useSession } from '../../../session/use-session';
import { useSessionChange } from '../../../session/use-session-change';

export const logout = () => apiRequest<typeof okResponseSchema>('/api/user/logout', { body: { json: {} } });

/**
 * docs/product.md §4: log out clears the session, resets the user and goes to /. What waits in the offline
 * queue is sent first, while the session still holds (signing out deletes the device's copy).
 */
export function useLogout() {
  const { signedOut } = useSessionChange();
  const navigate = useNavigate();
  const userId = useSession().user.id;
  return useMutation({
    mutationFn: async () => {
      await syncOutbox(userId);
      return logout();
    },
    onSettled: () => {
      signedOut();
      navigate(paths.home);
    },
  });
}
