import { routes } from '@kurio/shared/api/routes';
import type { ListCardsResponse } from '@kurio/shared/cards';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { cardKeys } from './card-keys';

export const deleteCard = (id: number) => callApi(routes.card.delete, { body: { id } });

type ListData = InfiniteData<ListCardsResponse, number | undefined>;

/** Removes the card from every loaded list at once, and puts it back if the server refuses. */
export function useDeleteCard() {
  const queryClient = useQueryClient();
  const listKey = [...cardKeys.all, 'list'];
  return useMutation({
    mutationFn: deleteCard,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueriesData<ListData>({ queryKey: listKey });
      queryClient.setQueriesData<ListData>({ queryKey: listKey }, (data) => {
        if (!data) return data;
        const removed = data.pages.some((page) => page.cards.some((card) => card.id === id)) ? 1 : 0;
        const pages = data.pages.map((page) => ({
          ...page,
          cards: page.cards.filter((card) => card.id !== id),
          total: page.total - removed,
        }));
        return { ...data, pages };
      });
      return { previous };
    },
    onError: (_error, _id, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cardKeys.all }),
  });
}
