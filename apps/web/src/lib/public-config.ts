import { routes } from '@kurio/shared/api/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';

export const publicConfigQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: () => callApi(routes.platform.publicConfig),
  staleTime: Number.POSITIVE_INFINITY,
});

/** How this server is set up (contact address, Google sign-in, AI and payment modes). */
export const usePublicConfig = () => useQuery(publicConfigQueryOptions);
