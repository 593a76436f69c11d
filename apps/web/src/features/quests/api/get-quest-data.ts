import type { questDataSchema } from '@kurio/shared/quests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const questDataQueryKey = ['quest', 'data'] as const;

/** A quest download stores this answer too, so the quest opens offline (hooks/use-quest-download.ts). */
export const questDataPath = '/api/quest/data';

export const getQuestData = () => apiRequest<typeof questDataSchema>(questDataPath);

export const questDataQueryOptions = () => queryOptions({ queryKey: questDataQueryKey, queryFn: getQuestData });

/** docs/product.md §3 User quest data: the streak and every book with this learner's progress. */
export function useQuestData() {
  return useQuery(questDataQueryOptions());
}
