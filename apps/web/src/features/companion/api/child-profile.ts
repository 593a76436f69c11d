import { routes } from '@kurio/shared/api/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const childProfileQueryKey = ['companion', 'child'] as const;

export const getChildProfile = () => callApi(routes.companion.childProfile);

export const childProfileQueryOptions = () =>
  queryOptions({ queryKey: childProfileQueryKey, queryFn: getChildProfile, select: (data) => data.child });

export const useChildProfile = () => useQuery(childProfileQueryOptions());
