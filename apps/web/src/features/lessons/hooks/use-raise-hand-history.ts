import type { LessonChatMessage, RaiseHandEntry } from '@kurio/shared/lessons';
import { raiseHandKey } from '@kurio/shared/raise-hand-key';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSignedInUser } from '../../../sign-in/use-signed-in-user';
import { useAppStore } from '../../../stores/app-store';
import { appendLessonHistory } from '../api/append-history';
import { lessonHistoryQueryKey, useLessonHistory } from '../api/lesson-history';

/**
 * docs/product.md §3 raise-hand history of one lesson, by sentence: the server's copy for a signed-in learner,
 * the device's for a visitor. `append` adds messages to one sentence's entry.
 */
export function useRaiseHandHistory(lessonId: string) {
  const {
    user: { id: userId },
    signedIn,
  } = useSignedInUser();
  const remote = useLessonHistory(lessonId, userId, signedIn);
  const local = useAppStore((state) => state.raiseHandHistory);
  const appendLocal = useAppStore((state) => state.appendRaiseHand);
  const queryClient = useQueryClient();

  const bySentence = useMemo(() => {
    const entries: RaiseHandEntry[] = signedIn
      ? (remote.data ?? [])
      : Object.values(local).filter((entry) => entry.lessonId === lessonId);
    return new Map(entries.map((entry) => [entry.sentence, entry.messages]));
  }, [signedIn, remote.data, local, lessonId]);

  const append = useCallback(
    async (sentence: string, messages: LessonChatMessage[]) => {
      if (!signedIn) return appendLocal(lessonId, sentence, messages);
      const entry = await appendLessonHistory(lessonId, { sentence, messages });
      queryClient.setQueryData<RaiseHandEntry[]>(lessonHistoryQueryKey(lessonId, userId), (entries = []) => {
        const others = entries.filter(
          (other) => raiseHandKey(lessonId, other.sentence) !== raiseHandKey(lessonId, sentence),
        );
        return [...others, entry];
      });
    },
    [signedIn, appendLocal, lessonId, userId, queryClient],
  );

  return { bySentence, append, failedToLoad: remote.isError };
}
