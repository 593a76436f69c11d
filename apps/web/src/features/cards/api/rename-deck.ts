import { deckResponseSchema } from '@kurio/shared/cards';
import { apiRequest } from '../../../lib/api-client';
import { useCardMutation } from './use-card-mutation';

export const renameDeck = (input: { id: number; name: string }) =>
  apiRequest('/api/card/deck/rename', { body: { json: input }, schema: deckResponseSchema });

export const useRenameDeck = () => useCardMutation(renameDeck);
