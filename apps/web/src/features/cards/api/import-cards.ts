import type { importResponseSchema } from '@kurio/shared/cards';
import { apiRequest } from '../../../lib/api-client';
import { useCardMutation } from './use-card-mutation';

export const importCards = (input: { format: 'csv' | 'tsv'; text: string; deck?: string }) =>
  apiRequest<typeof importResponseSchema>('/api/card/import', { body: { json: input } });

export const useImportCards = () => useCardMutation(importCards);
