import { routes } from '@kurio/shared/api/routes';
import type { Retention } from '@kurio/shared/transcript-retention';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const retentionQueryKey = ['companion', 'retention'] as const;

export const useRetention = () =>
  useQuery(queryOptions({ queryKey: retentionQueryKey, queryFn: () => callApi(routes.companion.retention) }));

export function useSetRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Retention) => callApi(routes.companion.setRetention, { body }),
    onSuccess: (saved) => queryClient.setQueryData(retentionQueryKey, saved),
  });
}
