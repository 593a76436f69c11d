import { routes } from '@kurio/shared/api/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { cardKeys } from './card-keys';

export const listDecks = () => callApi(routes.card.listDecks);

export const decksQueryOptions = () => queryOptions({ queryKey: cardKeys.decks, queryFn: listDecks });

export const useDecks = () => useQuery(decksQueryOptions());
