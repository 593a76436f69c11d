import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export const publicConfigQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: () =>
    apiRequest('/api/config', {
      schema: () => import('@kurio/shared/config').then((module) => module.publicConfigSchema),
    }),
  staleTime: Number.POSITIVE_INFINITY,
});

/** How this server is set up (contact address, Google sign-in, AI and payment modes). */
export const usePublicConfig = () => useQuery(publicConfigQueryOptions);
