import { routes } from '@kurio/shared/api/routes';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Stores an image for an image occlusion note; the server types it by its bytes (decision 164). */
export function uploadCardImage(file: File) {
  const formData = new FormData();
  formData.set('image', file);
  return callApi(routes.card.uploadImage, { body: formData });
}

export const useUploadCardImage = () => useMutation({ mutationFn: uploadCardImage });
