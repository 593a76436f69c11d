import { type ProgressUpdate, progressResponseSchema } from '@kurio/shared/lessons';
import { apiRequest } from '../../../lib/api-client';

export const updateProgress = async (lessonId: string, update: ProgressUpdate) =>
  (
    await apiRequest(`/api/lessons/${encodeURIComponent(lessonId)}/progress`, {
      method: 'PUT',
      body: { json: update },
      schema: progressResponseSchema,
    })
  ).progress;
