import type { deckResponseSchema } from '@kurio/shared/cards';
import { apiRequest } from '../../../lib/api-client';
import { useCardMutation } from './use-card-mutation';

export const renameDeck = (input: { id: number; name: string }) =>
  apiRequest<typeof deckResponseSchema>('/api/card/deck/rename', { body: { json: input } });

export const useRenameDeck = () => useCardMutation(renameDeck);
