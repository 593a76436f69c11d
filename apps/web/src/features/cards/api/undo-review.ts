import type { undoResponseSchema } from '@kurio/shared/cards';
import { apiRequest } from '../../../lib/api-client';

/** Takes back the server's latest rating (one already synced from this device's outbox). */
export const undoLastReview = () =>
  apiRequest<typeof undoResponseSchema>('/api/card/undo', { method: 'POST', body: { json: {} } });
