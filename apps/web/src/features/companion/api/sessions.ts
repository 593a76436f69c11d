import { sessionListResponseSchema } from '@kurio/shared/companion';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const sessionsQueryKey = ['companion', 'sessions'] as const;

export const getSessions = () => apiRequest('/api/companion/sessions', { schema: sessionListResponseSchema });

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: sessionsQueryKey, queryFn: getSessions, select: (data) => data.sessions });

export const useSessions = () => useQuery(sessionsQueryOptions());
