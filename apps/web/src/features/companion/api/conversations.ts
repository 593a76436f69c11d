import { routes } from '@kurio/shared/api/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const conversationsQueryKey = ['companion', 'sessions'] as const;

export const getConversations = () => callApi(routes.companion.listConversations);

export const conversationsQueryOptions = () =>
  queryOptions({ queryKey: conversationsQueryKey, queryFn: getConversations, select: (data) => data.sessions });

export const useConversations = () => useQuery(conversationsQueryOptions());
