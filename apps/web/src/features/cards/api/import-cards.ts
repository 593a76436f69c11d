import { routes } from '@kurio/shared/api/routes';
import { callApi } from '../../../lib/api-client';
import { useCardMutation } from './use-card-mutation';

export const importCards = (input: { format: 'csv' | 'tsv'; text: string; deck?: string }) =>
  callApi(routes.card.importRows, { body: input });

export const useImportCards = () => useCardMutation(importCards);
