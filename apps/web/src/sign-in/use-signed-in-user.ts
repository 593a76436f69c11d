import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { StoredUser } from '../stores/app-store';
import { useDeviceUser } from './use-device-user';
import { userStatusQueryOptions } from './user-status';

export type SignInState = 'checking' | 'signedIn' | 'signedOut';

/**
 * Who is signed in, for every screen: the user the device remembers (docs/product.md §3), confirmed by the
 * server once per load. The status call runs only when someone is signed in (docs/product.md §6); its answer
 * updates the device's user, so there is nothing to copy or reconcile here. The server's own render has no device:
 * there the status answer it fetched stands for the device's user.
 */
export function useSignedInUser() {
  const remembered = useDeviceUser();
  const status = useQuery({ ...userStatusQueryOptions(), enabled: remembered.id !== '' });
  const answered = status.data?.user;
  const user = useMemo<StoredUser>(
    () => (remembered.id || !answered ? remembered : pick(answered)),
    [remembered, answered],
  );
  const signedIn = user.id !== '';
  let state: SignInState = 'signedOut';
  // Offline with no remembered answer the check waits for the network ('paused'); until then the device's user
  // stands, so downloaded lessons and quests open without a connection.
  if (signedIn) state = status.isPending && status.fetchStatus === 'fetching' ? 'checking' : 'signedIn';
  return { user, signedIn, state, email: status.data?.user?.email };
}

const pick = ({ id, name, role, membership }: StoredUser): StoredUser => ({ id, name, role, membership });
