import { routes } from '@kurio/shared/api/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Keyed by user: another learner on this device never sees the previous one's lessons. */
export const createdLessonsQueryKey = (userId: string) => ['lessons', 'created', userId] as const;

export const getCreatedLessons = async () => (await callApi(routes.lesson.listCreated)).lessons;

export const createdLessonsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: createdLessonsQueryKey(userId), queryFn: getCreatedLessons });

export const useCreatedLessons = (userId: string) => useQuery(createdLessonsQueryOptions(userId));
