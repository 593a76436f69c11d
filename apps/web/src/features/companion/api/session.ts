import { routes } from '@kurio/shared/api/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { sessionsQueryKey } from './sessions';

export const sessionQueryKey = (id: string) => [...sessionsQueryKey, id] as const;

export const getSession = (id: string) => callApi(routes.companion.conversation, { params: { id } });

export const sessionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: sessionQueryKey(id),
    queryFn: () => getSession(id),
    select: (data) => data.session,
    enabled: id !== '',
  });

export const useSession = (id: string) => useQuery(sessionQueryOptions(id));
