import { type CardInput, createCardsResponseSchema } from '@kurio/shared/cards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cardKeys } from './card-keys';

export const createCards = (input: { cards: CardInput[]; deck?: string }) =>
  apiRequest('/api/card/create', { body: { json: input }, schema: createCardsResponseSchema });

export function useCreateCards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCards,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardKeys.all }),
  });
}
