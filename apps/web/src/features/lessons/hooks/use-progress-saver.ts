import type { ProgressUpdate } from '@kurio/shared/lessons';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSession } from '../../../session/use-session';
import { useAppStore } from '../../../stores/app-store';
import { updateProgress } from '../api/update-progress';

/**
 * Saves where the learner is: on the server when signed in, on this device for a visitor.
 * A failed position save is dropped quietly; the next one (every few seconds while playing) catches up.
 */
export function useProgressSaver(lessonId: string) {
  const { signedIn } = useSession();
  const setLocalProgress = useAppStore((state) => state.setLessonProgress);
  const queryClient = useQueryClient();
  return useCallback(
    (update: ProgressUpdate) => {
      const changes: ProgressUpdate = {};
      if (update.completed !== undefined) changes.completed = update.completed;
      if (update.positionMs !== undefined) changes.positionMs = Math.max(0, Math.round(update.positionMs));
      if (!signedIn) return setLocalProgress(lessonId, changes);
      updateProgress(lessonId, changes)
        .then(() => queryClient.invalidateQueries({ queryKey: ['lessons', 'list'] }))
        .catch(() => {});
    },
    [lessonId, signedIn, setLocalProgress, queryClient],
  );
}
