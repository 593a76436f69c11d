import type { publicConfigSchema } from '@kurio/shared/config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export const publicConfigQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: () => apiRequest<typeof publicConfigSchema>('/api/config'),
  staleTime: Number.POSITIVE_INFINITY,
});

/** How this server is set up (contact address, Google sign-in, AI and payment modes). */
export const usePublicConfig = () => useQuery(publicConfigQueryOptions);
