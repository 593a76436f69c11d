import { routes } from '@kurio/shared/api/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { cardKeys } from './card-keys';

export const getDashboardStats = () => callApi(routes.card.dashboard);

export const dashboardQueryOptions = () => queryOptions({ queryKey: cardKeys.dashboard, queryFn: getDashboardStats });

export const useDashboardStats = () => useQuery(dashboardQueryOptions());
