import type { CharacterInput, characterResponseSchema } from '@kurio/shared/companion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { charactersQueryKey } from './characters';

export const updateCharacter = ({ id, ...input }: CharacterInput & { id: string }) =>
  apiRequest<typeof characterResponseSchema>(`/api/companion/characters/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { json: input },
  });

export function useUpdateCharacter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCharacter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: charactersQueryKey }),
  });
}
