import { routes } from '@kurio/shared/api/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const questDataQueryKey = ['quest', 'data'] as const;

export const getQuestData = () => callApi(routes.quest.data);

export const questDataQueryOptions = () => queryOptions({ queryKey: questDataQueryKey, queryFn: getQuestData });

/** docs/product.md §3 User quest data: the streak and every book with this learner's progress. */
export function useQuestData() {
  return useQuery(questDataQueryOptions());
}
