import { importResponseSchema } from '@kurio/shared/cards';
import { apiRequest } from '../../../lib/api-client';
import { useCardMutation } from './use-card-mutation';

export const importCards = (input: { format: 'csv' | 'tsv'; text: string; deck?: string }) =>
  apiRequest('/api/card/import', { body: { json: input }, schema: importResponseSchema });

export const useImportCards = () => useCardMutation(importCards);
