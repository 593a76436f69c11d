import type { sessionSummaryResponseSchema } from '@kurio/shared/companion';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionQueryKey } from './session';

export const getSessionSummary = (id: string) =>
  apiRequest<typeof sessionSummaryResponseSchema>(`/api/companion/sessions/${encodeURIComponent(id)}/summary`);

export const sessionSummaryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...sessionQueryKey(id), 'summary'],
    queryFn: () => getSessionSummary(id),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useSessionSummary = (id: string) => useQuery(sessionSummaryQueryOptions(id));
