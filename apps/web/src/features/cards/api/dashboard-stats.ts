import { dashboardResponseSchema } from '@kurio/shared/cards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cardKeys } from './card-keys';

export const getDashboardStats = () => apiRequest('/api/card/dashboard', { schema: dashboardResponseSchema });

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: cardKeys.dashboard, queryFn: getDashboardStats, staleTime: 0 });

export const useDashboardStats = () => useQuery(dashboardQueryOptions());
