import { routes } from '@kurio/shared/api/routes';
import { callApi } from '../../../lib/api-client';

/** The cards this device keeps to review offline, with their scheduler state (docs/product.md §2). */
export const getOfflineCards = (deckId: number | undefined) => callApi(routes.card.offlineCards, { query: { deckId } });
