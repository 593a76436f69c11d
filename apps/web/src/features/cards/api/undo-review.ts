import { routes } from '@kurio/shared/api/routes';
import { callApi } from '../../../lib/api-client';

/** Takes back the server's latest rating (one already synced from this device's outbox). */
export const undoLastReview = () => callApi(routes.card.undoReview);
