import { z } from 'zod';

/** docs/product.md §2 "Your lessons": the lessons the assistant wrote for a learner, kept per account. */

export const createdLessonMessages = {
  notFound: 'Lesson not found!',
} as const;

export const createdLessonSummarySchema = z.object({
  id: z.string(),
  /** The lesson's first heading, or its topic when it has none. */
  title: z.string(),
  topic: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type CreatedLessonSummary = z.infer<typeof createdLessonSummarySchema>;

export const createdLessonSchema = createdLessonSummarySchema.extend({ markdown: z.string() });
export type CreatedLesson = z.infer<typeof createdLessonSchema>;

export const createdLessonListResponseSchema = z.object({ lessons: z.array(createdLessonSummarySchema) });
export const createdLessonResponseSchema = z.object({ lesson: createdLessonSchema });
export const createdLessonParamsSchema = z.object({ id: z.uuid('Unknown lesson') });
export const createdLessonDeletedResponseSchema = z.object({ deleted: z.literal(1) });

/**
 * POST /api/lesson/create sends `event: saved` with this data after the last chunk and before `done`: the
 * lesson is kept only once the writer has finished it.
 */
export const createdLessonSavedEventSchema = z.object({ lesson: createdLessonSummarySchema });
