import type { lessonListResponseSchema } from '@kurio/shared/lessons';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const lessonsQueryKey = (userId: string) => ['lessons', 'list', userId] as const;

export const getLessons = () => apiRequest<typeof lessonListResponseSchema>('/api/lessons');

/** Keyed by user: a different learner on this device never sees the previous one's progress. */
export const lessonsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: lessonsQueryKey(userId), queryFn: getLessons });

export const useLessons = (userId: string, enabled: boolean) => useQuery({ ...lessonsQueryOptions(userId), enabled });
