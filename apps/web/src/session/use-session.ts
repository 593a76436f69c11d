import { useQuery } from '@tanstack/react-query';
import { useAppStore } from '../stores/app-store';
import { userStatusQueryOptions } from './user-status';

export type SessionState = 'checking' | 'signedIn' | 'signedOut';

/**
 * Who is signed in, for every screen: the user the device remembers (docs/product.md §3), confirmed by the
 * server once per load. The status call runs only when the device remembers someone (docs/product.md §6); its
 * answer updates the device's user, so there is nothing to copy or reconcile here.
 */
export function useSession() {
  const user = useAppStore((state) => state.user);
  const signedIn = user.id !== '';
  const status = useQuery({ ...userStatusQueryOptions(), enabled: signedIn });
  let state: SessionState = 'signedOut';
  // Offline with no remembered answer the check waits for the network ('paused'); until then the device's user
  // stands, so downloaded lessons and quests open without a connection.
  if (signedIn) state = status.isPending && status.fetchStatus === 'fetching' ? 'checking' : 'signedIn';
  return { user, signedIn, state, email: status.data?.user?.email };
}
