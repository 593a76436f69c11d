import { deckResponseSchema } from '@kurio/shared/cards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cardKeys } from './card-keys';

export const renameDeck = (input: { id: number; name: string }) =>
  apiRequest('/api/card/deck/rename', { body: { json: input }, schema: deckResponseSchema });

export function useRenameDeck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameDeck,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardKeys.all }),
  });
}
