import type { LessonListResponse, LessonSummary } from '@kurio/shared/lessons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSignedInUser } from '../../../sign-in/use-signed-in-user';
import { useAppStore } from '../../../stores/app-store';
import { showWarning } from '../../../stores/warning-bar';
import { lessonsQueryKey, useLessons } from '../api/get-lessons';
import { updateProgress } from '../api/update-progress';

/** docs/product.md §2: completed lessons are listed after incomplete ones (each group keeps course order). */
export const sortLessons = (lessons: LessonSummary[]) => [
  ...lessons.filter((lesson) => !lesson.completed),
  ...lessons.filter((lesson) => lesson.completed),
];

/** The course with this learner's progress, and a completion toggle that shows at once and rolls back on failure. */
export function useLessonList() {
  const {
    user: { id: userId },
    signedIn,
  } = useSignedInUser();
  const query = useLessons(userId, true);
  const localProgress = useAppStore((state) => state.lessonProgress);
  const setLocalProgress = useAppStore((state) => state.setLessonProgress);
  const queryClient = useQueryClient();
  const key = lessonsQueryKey(userId);

  const toggle = useMutation({
    mutationFn: ({ id, completed }: { id: string; completed: boolean }) => updateProgress(userId, id, { completed }),
    onMutate: async ({ id, completed }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<LessonListResponse>(key);
      queryClient.setQueryData<LessonListResponse>(
        key,
        (data) =>
          data && {
            ...data,
            lessons: data.lessons.map((lesson) => (lesson.id === id ? { ...lesson, completed } : lesson)),
          },
      );
      return { previous };
    },
    onError: (error, _variables, context) => {
      queryClient.setQueryData(key, context?.previous);
      showWarning(`Could not save your progress: ${error.message}`);
    },
  });

  const lessons = useMemo(() => {
    const list = query.data?.lessons ?? [];
    const withProgress = signedIn ? list : list.map((lesson) => ({ ...lesson, ...localProgress[lesson.id] }));
    return sortLessons(withProgress);
  }, [query.data, signedIn, localProgress]);

  const toggleCompleted = (lesson: LessonSummary) => {
    if (signedIn) toggle.mutate({ id: lesson.id, completed: !lesson.completed });
    else setLocalProgress(lesson.id, { completed: !lesson.completed });
  };

  return { query, course: query.data?.course, lessons, toggleCompleted };
}
