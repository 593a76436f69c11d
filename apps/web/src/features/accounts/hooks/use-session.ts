import { useEffect } from 'react';
import { useAppStore } from '../../../stores/app-store';
import { useUserStatus } from '../api/user-status';

export type SessionState = 'checking' | 'signedIn' | 'signedOut';

/** The signed-in state: the device's stored user, confirmed by the server once per load. */
export function useSession() {
  const user = useAppStore((state) => state.user);
  const setUser = useAppStore((state) => state.setUser);
  const resetUser = useAppStore((state) => state.resetUser);
  const status = useUserStatus();

  useEffect(() => {
    if (!status.data) return;
    if (status.data.user) setUser(status.data.user);
    else resetUser();
  }, [status.data, setUser, resetUser]);

  let state: SessionState = 'signedOut';
  if (user.id !== '') state = status.isPending && status.fetchStatus !== 'idle' ? 'checking' : 'signedIn';
  if (status.data && !status.data.user) state = 'signedOut';
  return { user, state, email: status.data?.user?.email };
}
