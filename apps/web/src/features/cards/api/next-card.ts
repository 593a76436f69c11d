import { nextCardResponseSchema } from '@kurio/shared/cards';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cardKeys } from './card-keys';

export const getNextCard = (filters: { deckId?: number; exclude?: number }) =>
  apiRequest('/api/card/next', { query: filters, schema: nextCardResponseSchema });

export const nextCardQueryOptions = (filters: { deckId?: number; exclude?: number }) =>
  queryOptions({ queryKey: cardKeys.next(filters), queryFn: () => getNextCard(filters), staleTime: 0 });
