import { routes } from '@kurio/shared/api/routes';
import type { ChildInput } from '@kurio/shared/children';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { conversationsQueryKey } from './conversations';

export const childrenQueryKey = ['companion', 'children'] as const;

export const childrenQueryOptions = () =>
  queryOptions({
    queryKey: childrenQueryKey,
    queryFn: () => callApi(routes.companion.listChildren),
    select: (data) => data.children,
  });

export const useChildren = () => useQuery(childrenQueryOptions());

/** Adds a child, or saves a child's profile when `id` is given. */
export function useSaveChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: ChildInput }) =>
      id
        ? callApi(routes.companion.updateChild, { params: { id }, body })
        : callApi(routes.companion.addChild, { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: childrenQueryKey }),
        queryClient.invalidateQueries({ queryKey: conversationsQueryKey, exact: true }),
      ]),
  });
}

/** Deletes a child with every conversation of theirs. */
export function useDeleteChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(routes.companion.deleteChild, { params: { id } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: childrenQueryKey }),
        queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
      ]),
  });
}
