import { formatClock } from '@kurio/shared/clock';
import { lessonMessages } from '@kurio/shared/lesson-messages';
import type { LessonProgress } from '@kurio/shared/lessons';
import type { Db } from '../../../db/client';
import { notFound } from '../../domain-error';
import type { CatalogLesson, LessonCatalog } from './lesson-catalog';
import { findProgress, noProgress, progressByLesson } from './lesson-progress';

const durationOf = (lesson: CatalogLesson) => (lesson.narration ? formatClock(lesson.narration.durationMs / 1000) : '');

export function findLesson(catalog: LessonCatalog, id: string): CatalogLesson {
  const lesson = catalog.find(id);
  if (!lesson) throw notFound(lessonMessages.notFound);
  return lesson;
}

/** The course and each lesson's length, readiness and, for a learner, their progress in it. */
export async function courseView(db: Db, catalog: LessonCatalog, userId: string | undefined) {
  const progress = userId ? await progressByLesson(db, userId) : new Map<string, LessonProgress>();
  const { course, lessons } = catalog;
  return {
    course: { ...course, numberOfLessons: lessons.length },
    lessons: lessons.map((lesson) => ({
      id: lesson.id,
      title: lesson.title,
      duration: durationOf(lesson),
      ready: lesson.narration !== undefined,
      ...(progress.get(lesson.id) ?? noProgress),
    })),
  };
}

/** One lesson with its narration and transcript and, for a learner, where they are in it. */
export async function lessonView(db: Db, catalog: LessonCatalog, id: string, userId: string | undefined) {
  const lesson = findLesson(catalog, id);
  return {
    lesson: {
      id: lesson.id,
      title: lesson.title,
      duration: durationOf(lesson),
      durationMs: lesson.narration?.durationMs ?? 0,
      audioUrl: lesson.narration?.audioUrl ?? null,
      transcript: lesson.narration?.transcript ?? [],
      progress: userId ? await findProgress(db, userId, lesson.id) : noProgress,
    },
  };
}
