import { routes } from '@kurio/shared/api/routes';
import type { CreatedLessonSummary } from '@kurio/shared/created-lessons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { createdLessonsQueryKey } from './get-created-lessons';

export const deleteCreatedLesson = (id: string) => callApi(routes.lesson.deleteCreated, { params: { id } });

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
