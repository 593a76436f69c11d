import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { showWarning } from '../../../../stores/warning-bar';
import { type LearnSession, learnFinished } from '../lib/learn-session';
import { clearSavedLearn, loadSavedLearn, saveLearn } from '../lib/saved-learn';

/**
 * The Learn session this device keeps for the scope (decision 162): `saved` loads it once per visit (null when
 * none, or when the device cannot be read); `keep` stores each step, and forgets a finished session so the next
 * visit starts a new one.
 */
export function useSavedLearn(userId: string, deckId: number | undefined) {
  const saved = useQuery({
    queryKey: ['study', 'learn', userId, deckId ?? null],
    queryFn: () => loadSavedLearn(userId, deckId),
    networkMode: 'always',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const keep = useCallback(
    (session: LearnSession) => {
      const kept = learnFinished(session) ? clearSavedLearn(userId, deckId) : saveLearn(userId, deckId, session);
      kept.catch((error: unknown) =>
        showWarning(
          `Your Learn progress could not be kept on this device: ${error instanceof Error ? error.message : ''}`,
        ),
      );
    },
    [userId, deckId],
  );
  return { saved, keep };
}
