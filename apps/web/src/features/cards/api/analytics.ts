import type { analyticsResponseSchema } from '@kurio/shared/cards';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cardKeys } from './card-keys';

export const getAnalytics = () => apiRequest<typeof analyticsResponseSchema>('/api/card/analytics');

export const useAnalytics = (enabled: boolean) =>
  useQuery({ queryKey: cardKeys.analytics, queryFn: getAnalytics, enabled, staleTime: 0 });
