import { routes } from '@kurio/shared/api/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const lessonsQueryKey = (userId: string) => ['lessons', 'list', userId] as const;

export const getLessons = () => callApi(routes.lesson.list);

/** Keyed by user: a different learner on this device never sees the previous one's progress. */
export const lessonsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: lessonsQueryKey(userId), queryFn: getLessons });

export const useLessons = (userId: string, enabled: boolean) => useQuery({ ...lessonsQueryOptions(userId), enabled });
