import { generateCardsRequestSchema, generateCardsResponseSchema } from '../card-generation';
import { reviewBatchRequestSchema } from '../cards';
import { syncResponseSchema } from '../sync';

export const cardSchemas = {
  generate: { body: generateCardsRequestSchema, response: generateCardsResponseSchema },
  syncReviews: { body: reviewBatchRequestSchema, response: syncResponseSchema },
};
