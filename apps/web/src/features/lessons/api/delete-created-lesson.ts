import type { CreatedLessonSummary, createdLessonDeletedResponseSchema } from '@kurio/shared/created-lessons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { createdLessonsQueryKey } from './get-created-lessons';

export const deleteCreatedLesson = (id: string) =>
  apiRequest<typeof createdLessonDeletedResponseSchema>(`/api/lessons/created/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });

/** Takes the lesson off the list once the server has deleted it. */
export function useDeleteCreatedLesson(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCreatedLesson,
    onSuccess: (_deleted, id) =>
      queryClient.setQueryData<CreatedLessonSummary[]>(createdLessonsQueryKey(userId), (lessons) =>
        lessons?.filter((lesson) => lesson.id !== id),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: createdLessonsQueryKey(userId) }),
  });
}
