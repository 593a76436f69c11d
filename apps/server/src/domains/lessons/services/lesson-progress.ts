import type { LessonProgress, ProgressUpdate } from '@kurio/shared/lessons';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { lessonProgress } from '../../../db/schema/index';

export const noProgress: LessonProgress = { completed: false, positionMs: 0 };

/** Every lesson this user has progress on, by lesson id. */
export async function progressByLesson(db: Db, userId: string): Promise<Map<string, LessonProgress>> {
  const rows = await db
    .select({
      lessonId: lessonProgress.lessonId,
      completed: lessonProgress.completed,
      positionMs: lessonProgress.positionMs,
    })
    .from(lessonProgress)
    .where(eq(lessonProgress.userId, userId));
  return new Map(rows.map(({ lessonId, ...progress }) => [lessonId, progress]));
}

export async function findProgress(db: Db, userId: string, lessonId: string): Promise<LessonProgress> {
  const [row] = await db
    .select({ completed: lessonProgress.completed, positionMs: lessonProgress.positionMs })
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lessonId)))
    .limit(1);
  return row ?? noProgress;
}

/** Creates or changes only the fields sent. */
export async function updateProgress(
  db: Db,
  userId: string,
  lessonId: string,
  update: ProgressUpdate,
): Promise<LessonProgress> {
  const changes = { ...update, updatedAt: new Date() };
  const [row] = await db
    .insert(lessonProgress)
    .values({ userId, lessonId, ...changes })
    .onConflictDoUpdate({ target: [lessonProgress.userId, lessonProgress.lessonId], set: changes })
    .returning({ completed: lessonProgress.completed, positionMs: lessonProgress.positionMs });
  return row!;
}
