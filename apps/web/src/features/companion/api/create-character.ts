import type { CharacterInput, characterResponseSchema } from '@kurio/shared/companion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { charactersQueryKey } from './characters';

export const createCharacter = (input: CharacterInput) =>
  apiRequest<typeof characterResponseSchema>('/api/companion/characters', { body: { json: input } });

export function useCreateCharacter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCharacter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: charactersQueryKey }),
  });
}
