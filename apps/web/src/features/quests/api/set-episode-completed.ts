import { questDataSchema, type SetEpisodeCompletedRequest } from '@kurio/shared/quests';
import { apiRequest } from '../../../lib/api-client';
import { useOptimisticQuestMutation } from '../hooks/use-optimistic-quest-mutation';
import { withEpisodeCompleted } from '../lib/quest-transitions';

export const setEpisodeCompleted = (request: SetEpisodeCompletedRequest) =>
  apiRequest('/api/quest/episode', { body: { json: request }, schema: questDataSchema });

/** docs/product.md §4 toggle-episode action, sent as the wanted state so a repeated request changes nothing. */
export function useSetEpisodeCompleted() {
  return useOptimisticQuestMutation<SetEpisodeCompletedRequest & { title: string }>({
    send: ({ bookId, episodeId, completed }) => setEpisodeCompleted({ bookId, episodeId, completed }),
    apply: (data, change) => withEpisodeCompleted(data, change, new Date()),
    failureMessage: ({ title, completed }, error) =>
      `"${title}" was not ${completed ? 'marked as done' : 'unmarked'}: ${error.message}`,
  });
}
