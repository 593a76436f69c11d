import type { sessionListResponseSchema } from '@kurio/shared/companion';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const sessionsQueryKey = ['companion', 'sessions'] as const;

export const getSessions = () => apiRequest<typeof sessionListResponseSchema>('/api/companion/sessions');

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: sessionsQueryKey, queryFn: getSessions, select: (data) => data.sessions });

export const useSessions = () => useQuery(sessionsQueryOptions());
