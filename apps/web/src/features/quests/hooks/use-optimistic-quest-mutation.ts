import type { QuestData } from '@kurio/shared/quests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showWarning } from '../../../stores/warning-bar';
import { questDataQueryKey } from '../api/get-quest-data';
import { undoChange } from '../lib/quest-transitions';

const questMutationKey = ['quest', 'change'] as const;

interface Options<Variables> {
  /** The server's quest data after the change, or undefined when it was queued on the device (decision 114). */
  send: (variables: Variables) => Promise<QuestData | undefined>;
  /** The change as the learner expects to see it, applied before the server answers. */
  apply: (data: QuestData, variables: Variables) => QuestData;
  /** The warning shown when the server refuses or cannot be reached. */
  failureMessage: (variables: Variables, error: Error) => string;
}

/**
 * Shows a quest change at once; if the server refuses or is unreachable, puts the touched books back
 * and says so in the warning bar, so a tick is never silently lost. Once the last pending change
 * settles, the server's state is fetched again (two tabs may have changed it meanwhile).
 */
export function useOptimisticQuestMutation<Variables>({ send, apply, failureMessage }: Options<Variables>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: questMutationKey,
    mutationFn: send,
    onMutate: (variables) => {
      // A fetch still in flight would overwrite the change with older data; the change stays either way.
      void queryClient.cancelQueries({ queryKey: questDataQueryKey }, { revert: false });
      const before = queryClient.getQueryData<QuestData>(questDataQueryKey);
      const after = before && apply(before, variables);
      if (after) queryClient.setQueryData(questDataQueryKey, after);
      return { before, after };
    },
    onError: (error, variables, context) => {
      if (context?.before && context.after) {
        const { before, after } = context;
        queryClient.setQueryData<QuestData>(questDataQueryKey, (current) =>
          current ? undoChange(current, before, after) : current,
        );
      }
      showWarning(failureMessage(variables, error));
    },
    onSuccess: (data) => {
      if (data && queryClient.isMutating({ mutationKey: questMutationKey }) <= 1) {
        queryClient.setQueryData(questDataQueryKey, data);
      }
    },
    onSettled: (data, error) => {
      // A change kept in the outbox shows until it syncs, and the sync fetches the server's state then: fetching
      // now would show the server's older state while the change still waits (a failed or offline sync).
      if (data === undefined && !error) return;
      if (navigator.onLine && queryClient.isMutating({ mutationKey: questMutationKey }) <= 1) {
        return queryClient.invalidateQueries({ queryKey: questDataQueryKey });
      }
    },
  });
}
