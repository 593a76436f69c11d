import { routes } from '@kurio/shared/api/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { cardKeys } from './card-keys';

export const getAnalytics = () => callApi(routes.card.analytics);

export const useAnalytics = () => useQuery({ queryKey: cardKeys.analytics, queryFn: getAnalytics, staleTime: 0 });
