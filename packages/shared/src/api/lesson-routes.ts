import type { createLessonRequestSchema, lessonChatRequestSchema, lessonChatResponseSchema } from '../ai';
import type { progressBatchRequestSchema } from '../lessons';
import type { syncResponseSchema } from '../sync';
import { defineRoutes, post } from './route';

/** docs/product.md §2: audio lessons, their progress, tutor history and lessons a learner created. */
export const lessonRoutes = defineRoutes('lesson', {
  /** The tutor's reply: JSON, or Server-Sent Events when the request accepts text/event-stream. */
  tutorChat: post<{ body: typeof lessonChatRequestSchema; response: typeof lessonChatResponseSchema }>(
    '/api/lesson/chat',
  ),
  /** Server-Sent Events of the lesson's Markdown, then `saved`. */
  create: post<{ body: typeof createLessonRequestSchema }>('/api/lesson/create'),
  syncProgress: post<{ body: typeof progressBatchRequestSchema; response: typeof syncResponseSchema }>(
    '/api/lessons/progress/batch',
  ),
});
