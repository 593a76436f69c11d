import type { User } from '@kurio/shared/user';
import { useQueryClient } from '@tanstack/react-query';
import { useAppStore } from '../../../stores/app-store';
import { userStatusQueryKey } from '../api/user-status';

/** Records a fresh sign-in in the device store and the query cache. */
export function useSignedIn() {
  const setUser = useAppStore((state) => state.setUser);
  const queryClient = useQueryClient();
  return (user: User) => {
    queryClient.clear();
    setUser(user);
    queryClient.setQueryData(userStatusQueryKey, { user });
  };
}
