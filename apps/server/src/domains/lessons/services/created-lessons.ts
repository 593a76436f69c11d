import { aiLimits } from '@kurio/shared/ai';
import { type CreatedLesson, type CreatedLessonSummary, createdLessonMessages } from '@kurio/shared/created-lessons';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { createdLessons } from '../../../db/schema/index';
import { notFound } from '../../domain-error';

const summaryColumns = {
  id: createdLessons.id,
  title: createdLessons.title,
  topic: createdLessons.topic,
  createdAt: createdLessons.createdAt,
};

const asSummary = <T extends { createdAt: Date }>(row: T) => ({ ...row, createdAt: row.createdAt.toISOString() });

/** The lesson's first Markdown heading (the writer starts with one), else its topic. */
export function createdLessonTitle(markdown: string, topic: string): string {
  const heading = /^#{1,6}[ \t]+(.+?)[ \t#]*$/m.exec(markdown)?.[1]?.trim();
  return (heading || topic).slice(0, aiLimits.lessonTitle);
}

export async function saveCreatedLesson(
  db: Db,
  userId: string,
  { topic, markdown }: { topic: string; markdown: string },
): Promise<CreatedLessonSummary> {
  const [row] = await db
    .insert(createdLessons)
    .values({ userId, topic, markdown, title: createdLessonTitle(markdown, topic) })
    .returning(summaryColumns);
  return asSummary(row!);
}

/** Newest first. */
export async function listCreatedLessons(db: Db, userId: string): Promise<CreatedLessonSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(createdLessons)
    .where(eq(createdLessons.userId, userId))
    .orderBy(desc(createdLessons.createdAt), desc(createdLessons.id));
  return rows.map(asSummary);
}

/** Another user's lesson is as missing as one that never existed. */
export async function findCreatedLesson(db: Db, userId: string, id: string): Promise<CreatedLesson> {
  const [row] = await db
    .select({ ...summaryColumns, markdown: createdLessons.markdown })
    .from(createdLessons)
    .where(and(eq(createdLessons.id, id), eq(createdLessons.userId, userId)));
  if (!row) throw notFound(createdLessonMessages.notFound);
  return asSummary(row);
}

export async function deleteCreatedLesson(db: Db, userId: string, id: string): Promise<void> {
  const rows = await db
    .delete(createdLessons)
    .where(and(eq(createdLessons.id, id), eq(createdLessons.userId, userId)))
    .returning({ id: createdLessons.id });
  if (rows.length === 0) throw notFound(createdLessonMessages.notFound);
}

export type LessonStreamItem = { text: string } | { saved: CreatedLessonSummary };

/**
 * Passes the writer's chunks through and, only when the writer finished the lesson, saves it and yields the
 * saved summary last. A stream cut short (the writer failed, or the learner left: `stopped`) saves nothing,
 * so a partial lesson is never kept as if complete.
 */
export async function* keepWhenComplete(
  chunks: AsyncIterable<string>,
  stopped: AbortSignal,
  save: (markdown: string) => Promise<CreatedLessonSummary>,
): AsyncGenerator<LessonStreamItem> {
  let markdown = '';
  for await (const text of chunks) {
    markdown += text;
    yield { text };
  }
  if (stopped.aborted || markdown.trim() === '') return;
  yield { saved: await save(markdown) };
}
