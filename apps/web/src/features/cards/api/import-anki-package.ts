import { routes } from '@kurio/shared/api/routes';
import type { AnkiScheduling } from '@kurio/shared/cards';
import { callApi } from '../../../lib/api-client';
import { useCardMutation } from './use-card-mutation';

/** docs/product.md §7: multipart `package` (.apkg) and `scheduling`, answered with the import report. */
export function importAnkiPackage(input: { file: File; scheduling: AnkiScheduling }) {
  const formData = new FormData();
  formData.set('scheduling', input.scheduling);
  formData.set('package', input.file);
  return callApi(routes.card.importAnkiPackage, { body: formData });
}

export const useImportAnkiPackage = () => useCardMutation(importAnkiPackage);
