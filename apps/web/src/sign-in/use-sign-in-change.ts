import type { User } from '@kurio/shared/user';
import { useQueryClient } from '@tanstack/react-query';
import { forgetOfflineData } from '../lib/downloads/forget-offline-data';
import { useAppStore } from '../stores/app-store';
import { userStatusQueryKey } from './user-status';

/** The only ways the signed-in user changes: signing in, an updated user from the server, signing out. */
export function useSignInChange() {
  const setUser = useAppStore((state) => state.setUser);
  const resetUser = useAppStore((state) => state.resetUser);
  const queryClient = useQueryClient();
  return {
    /** A fresh sign-in: nothing cached for someone else may show. */
    signedIn: (user: User) => {
      queryClient.clear();
      // The service worker's copies of API answers were for whoever used the device before.
      void forgetOfflineData({ downloads: false });
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
      if (id) void import('../lib/offline/offline-db').then(({ deleteOfflineData }) => deleteOfflineData(id));
      resetUser();
      queryClient.clear();
      // Offline copies hold this learner's progress and quests; the next person on the device must not see them.
      // Loaded on demand: the downloads store is not part of the first page's script.
      void import('../stores/downloads').then(({ useDownloads }) => useDownloads.getState().forgetAll());
    },
  };
}
