import { decksResponseSchema } from '@kurio/shared/cards';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cardKeys } from './card-keys';

export const listDecks = () => apiRequest('/api/card/decks', { schema: decksResponseSchema });

export const useDecks = () => useQuery({ queryKey: cardKeys.decks, queryFn: listDecks });
