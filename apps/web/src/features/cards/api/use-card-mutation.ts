import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cardKeys } from './card-keys';

/** A card-changing request: on success every card view (lists, dashboard, decks) refetches. */
export function useCardMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardKeys.all }),
  });
}
