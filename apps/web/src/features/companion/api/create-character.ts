import { routes } from '@kurio/shared/api/routes';
import type { CharacterInput } from '@kurio/shared/companion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { charactersQueryKey } from './characters';

export const createCharacter = (input: CharacterInput) => callApi(routes.companion.createCharacter, { body: input });

export function useCreateCharacter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCharacter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: charactersQueryKey }),
  });
}
