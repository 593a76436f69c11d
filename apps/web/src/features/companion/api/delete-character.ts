import type { Character, deletedResponseSchema } from '@kurio/shared/companion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { charactersQueryKey } from './characters';

export const deleteCharacter = (id: string) =>
  apiRequest<typeof deletedResponseSchema>(`/api/companion/characters/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });

/** Removes the card at once and puts it back if the server refuses. */
export function useDeleteCharacter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCharacter,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: charactersQueryKey });
      const previous = queryClient.getQueryData<{ characters: Character[] }>(charactersQueryKey);
      if (previous) {
        queryClient.setQueryData(charactersQueryKey, {
          characters: previous.characters.filter((character) => character.id !== id),
        });
      }
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(charactersQueryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: charactersQueryKey }),
  });
}
