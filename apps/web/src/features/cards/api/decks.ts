import type { decksResponseSchema } from '@kurio/shared/cards';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cardKeys } from './card-keys';

export const listDecks = () => apiRequest<typeof decksResponseSchema>('/api/card/decks');

export const useDecks = () => useQuery({ queryKey: cardKeys.decks, queryFn: listDecks });
