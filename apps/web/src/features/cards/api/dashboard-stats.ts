import type { dashboardResponseSchema } from '@kurio/shared/cards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cardKeys } from './card-keys';

export const getDashboardStats = () => apiRequest<typeof dashboardResponseSchema>('/api/card/dashboard');

export const dashboardQueryOptions = () => queryOptions({ queryKey: cardKeys.dashboard, queryFn: getDashboardStats });

export const useDashboardStats = () => useQuery(dashboardQueryOptions());
