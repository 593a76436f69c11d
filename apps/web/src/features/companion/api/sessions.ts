import { routes } from '@kurio/shared/api/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const sessionsQueryKey = ['companion', 'sessions'] as const;

export const getSessions = () => callApi(routes.companion.listConversations);

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: sessionsQueryKey, queryFn: getSessions, select: (data) => data.sessions });

export const useSessions = () => useQuery(sessionsQueryOptions());
