import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAppStore } from '../../../stores/app-store';

export const userStatusQueryKey = ['user', 'status'] as const;

export const getUserStatus = () =>
  apiRequest('/api/user/status', {
    schema: () => import('@kurio/shared/user').then((module) => module.userStatusResponseSchema),
  });

export const userStatusQueryOptions = () =>
  queryOptions({ queryKey: userStatusQueryKey, queryFn: getUserStatus, staleTime: 60_000 });

/** docs/product.md §6: the status call runs only when the device remembers a signed-in user. */
export function useUserStatus() {
  const hasLocalFlag = useAppStore((state) => state.user.id !== '');
  return useQuery({ ...userStatusQueryOptions(), enabled: hasLocalFlag });
}
