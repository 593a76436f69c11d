import type { SetEpisodeCompletedRequest } from '@kurio/shared/quests';
import { queueOperation } from '../../../lib/offline/sync';
import { useSignedInUser } from '../../../sign-in/use-signed-in-user';
import { useOptimisticQuestMutation } from '../hooks/use-optimistic-quest-mutation';
import { withEpisodeCompleted } from '../lib/quest-transitions';

/**
 * Keeps the tick in the device's outbox, which syncs it now when online or on reconnect (decision 114); the
 * quest shows the tick meanwhile.
 */
export const queueEpisodeCompleted = async (
  userId: string,
  request: SetEpisodeCompletedRequest,
): Promise<undefined> => {
  await queueOperation(userId, {
    kind: 'questEpisode',
    op: { ...request, clientId: crypto.randomUUID(), madeAt: Date.now() },
  });
  return undefined;
};

/** docs/product.md §4 toggle-episode action, sent as the wanted state so a repeated request changes nothing. */
export function useSetEpisodeCompleted() {
  const userId = useSignedInUser().user.id;
  return useOptimisticQuestMutation<SetEpisodeCompletedRequest & { title: string }>({
    send: ({ bookId, episodeId, completed }) => queueEpisodeCompleted(userId, { bookId, episodeId, completed }),
    apply: (data, change) => withEpisodeCompleted(data, change, new Date()),
    failureMessage: ({ title, completed }, error) =>
      `"${title}" was not ${completed ? 'marked as done' : 'unmarked'}: ${error.message}`,
  });
}
