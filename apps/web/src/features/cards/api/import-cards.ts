import { importResponseSchema } from '@kurio/shared/cards';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { cardKeys } from './card-keys';

export const importCards = (input: { format: 'csv' | 'tsv'; text: string; deck?: string }) =>
  apiRequest('/api/card/import', { body: { json: input }, schema: importResponseSchema });

export function useImportCards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCards,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardKeys.all }),
  });
}
