import { routes } from '@kurio/shared/api/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { sessionQueryKey } from './session';

export const getSessionSummary = (id: string) => callApi(routes.companion.summarizeConversation, { params: { id } });

export const sessionSummaryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...sessionQueryKey(id), 'summary'],
    queryFn: () => getSessionSummary(id),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useSessionSummary = (id: string) => useQuery(sessionSummaryQueryOptions(id));
