import { routes } from '@kurio/shared/api/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { conversationQueryKey } from './conversation';

export const getConversationSummary = (id: string) =>
  callApi(routes.companion.summarizeConversation, { params: { id } });

export const conversationSummaryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...conversationQueryKey(id), 'summary'],
    queryFn: () => getConversationSummary(id),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useConversationSummary = (id: string) => useQuery(conversationSummaryQueryOptions(id));
