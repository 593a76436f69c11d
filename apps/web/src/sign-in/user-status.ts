import { routes } from '@kurio/shared/api/routes';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../lib/api-client';
import { useAppStore } from '../stores/app-store';

export const userStatusQueryKey = ['user', 'status'] as const;

/** Asks the server who is signed in. */
export const fetchUserStatus = () => callApi(routes.account.signedInUser);

/** Asks the server who is signed in and records the answer on the device, so every screen reads one place. */
export async function getUserStatus() {
  const status = await fetchUserStatus();
  const { setUser, resetUser } = useAppStore.getState();
  if (status.user) setUser(status.user);
  else resetUser();
  return status;
}

export const userStatusQueryOptions = () =>
  queryOptions({ queryKey: userStatusQueryKey, queryFn: getUserStatus, staleTime: 60_000 });
