import { routes } from '@kurio/shared/api/routes';
import type { Character } from '@kurio/shared/companion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { charactersQueryKey } from './characters';

export const deleteCharacter = (id: string) => callApi(routes.companion.deleteCharacter, { params: { id } });

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
