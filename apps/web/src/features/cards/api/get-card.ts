import type { cardResponseSchema } from '@kurio/shared/cards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cardKeys } from './card-keys';

export const getCard = (id: number) => apiRequest<typeof cardResponseSchema>('/api/card/get', { query: { id } });

export const cardQueryOptions = (id: number) =>
  queryOptions({ queryKey: cardKeys.card(id), queryFn: () => getCard(id) });

/** Whether a card id read from a URL can name a card at all; any other is not found without asking. */
export const isCardId = (id: number) => Number.isInteger(id) && id > 0;

export const useCard = (id: number) => useQuery({ ...cardQueryOptions(id), enabled: isCardId(id) });
