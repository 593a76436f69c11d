import { routes } from '@kurio/shared/api/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { conversationsQueryKey } from './conversations';

export const conversationQueryKey = (id: string) => [...conversationsQueryKey, id] as const;

export const getConversation = (id: string) => callApi(routes.companion.conversation, { params: { id } });

export const conversationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: conversationQueryKey(id),
    queryFn: () => getConversation(id),
    select: (data) => data.session,
    enabled: id !== '',
  });

export const useConversation = (id: string) => useQuery(conversationQueryOptions(id));
