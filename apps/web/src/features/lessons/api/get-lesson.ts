import type { lessonDetailResponseSchema } from '@kurio/shared/lessons';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const lessonQueryKey = (id: string, userId: string) => ['lessons', 'detail', id, userId] as const;

/** The lesson's address in the API; a download stores the answer under it (hooks/use-lesson-download.ts). */
export const lessonPath = (id: string) => `/api/lessons/${encodeURIComponent(id)}`;

export const getLesson = async (id: string) =>
  (await apiRequest<typeof lessonDetailResponseSchema>(lessonPath(id))).lesson;

export const lessonQueryOptions = (id: string, userId: string) =>
  // The last position is read once when the player opens; refetching would jump the audio.
  queryOptions({
    queryKey: lessonQueryKey(id, userId),
    queryFn: () => getLesson(id),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useLesson = (id: string, userId: string, enabled: boolean) =>
  useQuery({ ...lessonQueryOptions(id, userId), enabled });
