import type { sessionResponseSchema } from '@kurio/shared/companion';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionsQueryKey } from './sessions';

export const sessionQueryKey = (id: string) => [...sessionsQueryKey, id] as const;

export const getSession = (id: string) =>
  apiRequest<typeof sessionResponseSchema>(`/api/companion/sessions/${encodeURIComponent(id)}`);

export const sessionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: sessionQueryKey(id),
    queryFn: () => getSession(id),
    select: (data) => data.session,
    enabled: id !== '',
  });

export const useSession = (id: string) => useQuery(sessionQueryOptions(id));
