import { routes } from '@kurio/shared/api/routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The chosen file's text in sections; nothing is stored, so no query changes. */
export function readDocument(file: File) {
  const formData = new FormData();
  formData.set('document', file);
  return callApi(routes.card.readDocument, { body: formData });
}

export const useReadDocument = () => useMutation({ mutationFn: readDocument });
