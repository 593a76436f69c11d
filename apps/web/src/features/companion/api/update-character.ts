import { routes } from '@kurio/shared/api/routes';
import type { CharacterInput } from '@kurio/shared/companion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { charactersQueryKey } from './characters';

export const updateCharacter = ({ id, ...input }: CharacterInput & { id: string }) =>
  callApi(routes.companion.updateCharacter, { params: { id }, body: input });

export function useUpdateCharacter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCharacter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: charactersQueryKey }),
  });
}
