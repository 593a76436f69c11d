import type { decksResponseSchema } from '@kurio/shared/cards';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cardKeys } from './card-keys';

export const listDecks = () => apiRequest<typeof decksResponseSchema>('/api/card/decks');

export const decksQueryOptions = () => queryOptions({ queryKey: cardKeys.decks, queryFn: listDecks });

export const useDecks = () => useQuery(decksQueryOptions());
