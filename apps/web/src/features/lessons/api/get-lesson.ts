import { routes } from '@kurio/shared/api/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const lessonQueryKey = (id: string, userId: string) => ['lessons', 'detail', id, userId] as const;

export const getLesson = async (id: string) => (await callApi(routes.lesson.detail, { params: { id } })).lesson;

export const lessonQueryOptions = (id: string, userId: string) =>
  // The last position is read once when the player opens; refetching would jump the audio.
  queryOptions({
    queryKey: lessonQueryKey(id, userId),
    queryFn: () => getLesson(id),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useLesson = (id: string, userId: string, enabled: boolean) =>
  useQuery({ ...lessonQueryOptions(id, userId), enabled });
