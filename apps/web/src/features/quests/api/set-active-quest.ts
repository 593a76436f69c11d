import { routes } from '@kurio/shared/api/routes';
import type { SetActiveQuestRequest } from '@kurio/shared/quests';
import { callApi } from '../../../lib/api-client';
import { useOptimisticQuestMutation } from '../hooks/use-optimistic-quest-mutation';
import { withActiveBook } from '../lib/quest-transitions';

export const setActiveQuest = (request: SetActiveQuestRequest) => callApi(routes.quest.setActive, { body: request });

/** docs/product.md §4 set-active-quest action. */
export function useSetActiveQuest() {
  return useOptimisticQuestMutation<SetActiveQuestRequest & { title: string }>({
    send: ({ bookId }) => setActiveQuest({ bookId }),
    apply: (data, { bookId }) => withActiveBook(data, bookId),
    failureMessage: ({ title }, error) => `Could not start "${title}": ${error.message}`,
  });
}
