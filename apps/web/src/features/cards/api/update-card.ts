import type { CardInput, cardResponseSchema } from '@kurio/shared/cards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cardKeys } from './card-keys';

export const updateCard = (input: CardInput & { id: number }) =>
  apiRequest<typeof cardResponseSchema>('/api/card/update', { body: { json: input } });

export function useUpdateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCard,
    onSuccess: ({ card }) => {
      queryClient.setQueryData(cardKeys.card(card.id), { card });
      return queryClient.invalidateQueries({ queryKey: cardKeys.all });
    },
  });
}
