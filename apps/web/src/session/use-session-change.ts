import type { User } from '@kurio/shared/user';
import { useQueryClient } from '@tanstack/react-query';
import { deleteOfflineData } from '../lib/offline/offline-db';
import { useAppStore } from '../stores/app-store';
import { userStatusQueryKey } from './user-status';

/** The only ways the signed-in user changes: signing in, an updated user from the server, signing out. */
export function useSessionChange() {
  const setUser = useAppStore((state) => state.setUser);
  const resetUser = useAppStore((state) => state.resetUser);
  const queryClient = useQueryClient();
  return {
    /** A fresh sign-in: nothing cached for someone else may show. */
    signedIn: (user: User) => {
      queryClient.clear();
      setUser(user);
      queryClient.setQueryData(userStatusQueryKey, { user });
    },
    /** The server answered with the user's new name or membership. */
    updated: (user: User) => {
      setUser(user);
      void queryClient.invalidateQueries({ queryKey: userStatusQueryKey });
    },
    /** Also clears what the device kept for offline use: the user's cards and queue. */
    signedOut: () => {
      const { id } = useAppStore.getState().user;
      if (id) void deleteOfflineData(id);
      resetUser();
      queryClient.clear();
    },
  };
}
