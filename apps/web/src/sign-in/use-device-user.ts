import type { UserStatusResponse } from '@kurio/shared/user';
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { type StoredUser, signedOutUser, useAppStore } from '../stores/app-store';
import { userStatusQueryKey } from './user-status';

const readUser = () => useAppStore.getState().user;
const readSignedOut = () => signedOutUser;

/**
 * The user the device remembers. While React hydrates HTML it reads the user that HTML was drawn for instead:
 * a page the server rendered for a signed-in learner carries its status answer, which the app adopted into the
 * store before hydrating, so both reads agree and nothing renders twice.
 * (The store's own hook reads its initial, signed-out state during hydration and then re-renders every reader
 * of the user at once, a long task on the first visit of each signed-in page.)
 */
export function useDeviceUser(): StoredUser {
  const drawnForUser = useQueryClient().getQueryData<UserStatusResponse>(userStatusQueryKey)?.user !== undefined;
  return useSyncExternalStore(useAppStore.subscribe, readUser, drawnForUser ? readUser : readSignedOut);
}
