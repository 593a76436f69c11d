import { routes } from '@kurio/shared/api/routes';
import type { LessonDetail } from '@kurio/shared/lessons';
import { urlOf } from '../../../lib/api-client';
import type { DownloadItem } from '../../../lib/downloads/download-item';
import { getLesson } from '../api/get-lesson';

/**
 * What a lesson download stores: the lesson's answer (transcript with each sentence's start), under the URL the
 * player asks for it, and its audio.
 */
const lessonUrls = (lesson: LessonDetail) =>
  lesson.audioUrl ? [urlOf(routes.lesson.detail, { params: { id: lesson.id } }), lesson.audioUrl] : [];

/**
 * The download of one lesson. From the list only the summary is known, so the lesson is asked for when the
 * learner downloads; the player passes the lesson it already has.
 */
export function useLessonDownload(lesson: { id: string; title: string }, detail?: LessonDetail) {
  const item: DownloadItem = { kind: 'lesson', id: lesson.id, title: lesson.title };
  const resolveUrls = async () => lessonUrls(detail ?? (await getLesson(lesson.id)));
  return { item, resolveUrls };
}
