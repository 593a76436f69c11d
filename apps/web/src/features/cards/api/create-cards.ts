import type { CardInput, createCardsResponseSchema } from '@kurio/shared/cards';
import { apiRequest } from '../../../lib/api-client';
import { useCardMutation } from './use-card-mutation';

export const createCards = (input: { cards: CardInput[]; deck?: string }) =>
  apiRequest<typeof createCardsResponseSchema>('/api/card/create', { body: { json: input } });

export const useCreateCards = () => useCardMutation(createCards);
