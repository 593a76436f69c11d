import { type HistoryAppend, historyAppendResponseSchema } from '@kurio/shared/lessons';
import { apiRequest } from '../../../lib/api-client';

export const appendLessonHistory = async (lessonId: string, append: HistoryAppend) =>
  (
    await apiRequest(`/api/lessons/${encodeURIComponent(lessonId)}/history`, {
      body: { json: append },
      schema: historyAppendResponseSchema,
    })
  ).entry;
