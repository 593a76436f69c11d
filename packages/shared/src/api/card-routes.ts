import type { generateCardsRequestSchema, generateCardsResponseSchema } from '../card-generation';
import type { reviewBatchRequestSchema } from '../cards';
import type { syncResponseSchema } from '../sync';
import { defineRoutes, post } from './route';

/** docs/product.md §7: cards, review, decks, transfer, generation and analytics. */
export const cardRoutes = defineRoutes('card', {
  /** JSON, or Server-Sent Events when the request accepts text/event-stream. */
  generate: post<{ body: typeof generateCardsRequestSchema; response: typeof generateCardsResponseSchema }>(
    '/api/card/generate',
  ),
  syncReviews: post<{ body: typeof reviewBatchRequestSchema; response: typeof syncResponseSchema }>(
    '/api/card/review/batch',
  ),
});
