import { routes } from '@kurio/shared/api/routes';
import type { CardInput } from '@kurio/shared/cards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { cardKeys } from './card-keys';

export const updateCard = (input: CardInput & { id: number }) => callApi(routes.card.update, { body: input });

export function useUpdateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCard,
    onSuccess: (saved) => {
      queryClient.setQueryData(cardKeys.card(saved.card.id), saved);
      return queryClient.invalidateQueries({ queryKey: cardKeys.all });
    },
  });
}
