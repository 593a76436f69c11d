import type { ProgressUpdate } from '@kurio/shared/lessons';
import { useCallback } from 'react';
import { useSignedInUser } from '../../../sign-in/use-signed-in-user';
import { useAppStore } from '../../../stores/app-store';
import { updateProgress } from '../api/update-progress';

/**
 * Saves where the learner is: on the server when signed in, on this device for a visitor.
 * Signed in, each change waits in the device's outbox until it syncs (decision 114), so it survives being offline.
 */
export function useProgressSaver(lessonId: string) {
  const {
    signedIn,
    user: { id: userId },
  } = useSignedInUser();
  const setLocalProgress = useAppStore((state) => state.setLessonProgress);
  return useCallback(
    (update: ProgressUpdate) => {
      const changes: ProgressUpdate = {};
      if (update.completed !== undefined) changes.completed = update.completed;
      if (update.positionMs !== undefined) changes.positionMs = Math.max(0, Math.round(update.positionMs));
      if (!signedIn) return setLocalProgress(lessonId, changes);
      updateProgress(userId, lessonId, changes).catch(() => {});
    },
    [lessonId, signedIn, userId, setLocalProgress],
  );
}
