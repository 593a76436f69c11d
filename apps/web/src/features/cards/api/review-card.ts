import { reviewResponseSchema, undoResponseSchema } from '@kurio/shared/cards';
import { apiRequest } from '../../../lib/api-client';

export const reviewCard = (input: { id: number; quality: number }) =>
  apiRequest('/api/card/review', { body: { json: input }, schema: reviewResponseSchema });

export const undoLastReview = () =>
  apiRequest('/api/card/undo', { method: 'POST', body: { json: {} }, schema: undoResponseSchema });
