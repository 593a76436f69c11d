import type { childProfileResponseSchema } from '@kurio/shared/companion';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const childProfileQueryKey = ['companion', 'child'] as const;

export const getChildProfile = () => apiRequest<typeof childProfileResponseSchema>('/api/companion/child');

export const childProfileQueryOptions = () =>
  queryOptions({ queryKey: childProfileQueryKey, queryFn: getChildProfile, select: (data) => data.child });

export const useChildProfile = () => useQuery(childProfileQueryOptions());
