import type { offlineCardsResponseSchema } from '@kurio/shared/cards';
import { apiRequest } from '../../../lib/api-client';

/** The cards this device keeps to review offline, with their scheduler state (docs/product.md §2). */
export const getOfflineCards = (deckId: number | undefined) =>
  apiRequest<typeof offlineCardsResponseSchema>('/api/card/offline', { query: { deckId } });
