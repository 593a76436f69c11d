import { routes } from '@kurio/shared/api/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const lessonHistoryQueryKey = (lessonId: string, userId: string) =>
  ['lessons', 'history', lessonId, userId] as const;

export const getLessonHistory = async (lessonId: string) =>
  (await callApi(routes.lesson.history, { params: { id: lessonId } })).entries;

export const lessonHistoryQueryOptions = (lessonId: string, userId: string) =>
  queryOptions({ queryKey: lessonHistoryQueryKey(lessonId, userId), queryFn: () => getLessonHistory(lessonId) });

export const useLessonHistory = (lessonId: string, userId: string, enabled: boolean) =>
  useQuery({ ...lessonHistoryQueryOptions(lessonId, userId), enabled });
