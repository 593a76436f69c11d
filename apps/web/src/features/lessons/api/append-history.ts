import { routes } from '@kurio/shared/api/routes';
import type { HistoryAppend } from '@kurio/shared/lessons';
import { callApi } from '../../../lib/api-client';

export const appendLessonHistory = async (lessonId: string, append: HistoryAppend) =>
  (await callApi(routes.lesson.appendHistory, { params: { id: lessonId }, body: append })).entry;
