import type { HistoryAppend, historyAppendResponseSchema } from '@kurio/shared/lessons';
import { apiRequest } from '../../../lib/api-client';

export const appendLessonHistory = async (lessonId: string, append: HistoryAppend) =>
  (
    await apiRequest<typeof historyAppendResponseSchema>(`/api/lessons/${encodeURIComponent(lessonId)}/history`, {
      body: { json: append },
    })
  ).entry;
