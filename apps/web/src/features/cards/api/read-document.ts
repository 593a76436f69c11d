import type { documentSectionsResponseSchema } from '@kurio/shared/card-documents';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/card/document: the chosen file's text in sections; nothing is stored, so no query changes. */
export function readDocument(file: File) {
  const formData = new FormData();
  formData.set('document', file);
  return apiRequest<typeof documentSectionsResponseSchema>('/api/card/document', { body: { formData } });
}

export const useReadDocument = () => useMutation({ mutationFn: readDocument });
