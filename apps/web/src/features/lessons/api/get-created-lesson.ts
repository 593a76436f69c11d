import { routes } from '@kurio/shared/api/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const createdLessonQueryKey = (id: string, userId: string) => ['lessons', 'created', userId, id] as const;

export const getCreatedLesson = async (id: string) =>
  (await callApi(routes.lesson.createdDetail, { params: { id } })).lesson;

// A saved lesson never changes, so one fetch per visit is enough.
export const createdLessonQueryOptions = (id: string, userId: string) =>
  queryOptions({
    queryKey: createdLessonQueryKey(id, userId),
    queryFn: () => getCreatedLesson(id),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useCreatedLesson = (id: string, userId: string) => useQuery(createdLessonQueryOptions(id, userId));
