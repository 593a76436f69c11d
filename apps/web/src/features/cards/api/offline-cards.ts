import { routes } from '@kurio/shared/api/routes';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { cardKeys } from './card-keys';

/** The cards this device keeps to review offline, with their scheduler state (docs/product.md §2). */
export const getOfflineCards = (deckId: number | undefined) => callApi(routes.card.offlineCards, { query: { deckId } });

/** The same answer as a query: a page the server renders carries it, so the review opens on its first card. */
export const offlineCardsQueryOptions = (deckId: number | undefined) =>
  queryOptions({ queryKey: [...cardKeys.all, 'offline', deckId ?? null], queryFn: () => getOfflineCards(deckId) });
