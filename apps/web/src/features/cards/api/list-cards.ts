import { routes } from '@kurio/shared/api/routes';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { cardKeys } from './card-keys';

export const cardsPageSize = 20;

export const listCards = (filters: { deckId?: number; q?: string; cursor?: number }) =>
  callApi(routes.card.list, {
    query: { ...filters, q: filters.q || undefined, limit: cardsPageSize },
  });

/** What Recent Cards lists before the learner picks a deck or searches. */
export const unfilteredCards: { deckId?: number; q: string } = { q: '' };

export const cardListQueryOptions = (filters: { deckId?: number; q?: string }) =>
  infiniteQueryOptions({
    queryKey: cardKeys.list(filters),
    queryFn: ({ pageParam }) => listCards({ ...filters, cursor: pageParam ?? undefined }),
    // null, not undefined: a page the server rendered carries its queries as JSON, which has no undefined.
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

export const useCardList = (filters: { deckId?: number; q?: string }) =>
  useInfiniteQuery(cardListQueryOptions(filters));
