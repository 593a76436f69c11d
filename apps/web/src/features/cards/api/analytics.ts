import { routes } from '@kurio/shared/api/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { cardKeys } from './card-keys';

export const getAnalytics = () => callApi(routes.card.analytics);

export const analyticsQueryOptions = () => queryOptions({ queryKey: cardKeys.analytics, queryFn: getAnalytics });

export const useAnalytics = () => useQuery(analyticsQueryOptions());
