import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type StoredUser, useAppStore } from '../stores/app-store';
import { userStatusQueryOptions } from './user-status';

export type SessionState = 'checking' | 'signedIn' | 'signedOut';

/**
 * Who is signed in, for every screen: the user the device remembers (docs/product.md §3), confirmed by the
 * server once per load. The status call runs only when someone is signed in (docs/product.md §6); its answer
 * updates the device's user, so there is nothing to copy or reconcile here. A page the server rendered carries
 * that answer in the query cache: while the store still shows its initial state (the server's render, and the
 * browser's hydration of it, read the store's initial state), the answer stands for the device's user.
 */
export function useSession() {
  const remembered = useAppStore((state) => state.user);
  const status = useQuery({ ...userStatusQueryOptions(), enabled: remembered.id !== '' });
  const answered = status.data?.user;
  const user = useMemo<StoredUser>(
    () => (remembered.id || !answered ? remembered : pick(answered)),
    [remembered, answered],
  );
  const signedIn = user.id !== '';
  let state: SessionState = 'signedOut';
  // Offline with no remembered answer the check waits for the network ('paused'); until then the device's user
  // stands, so downloaded lessons and quests open without a connection.
  if (signedIn) state = status.isPending && status.fetchStatus === 'fetching' ? 'checking' : 'signedIn';
  return { user, signedIn, state, email: status.data?.user?.email };
}

const pick = ({ id, name, role, membership }: StoredUser): StoredUser => ({ id, name, role, membership });
