import type { createLessonRequestSchema, lessonChatRequestSchema, lessonChatResponseSchema } from '../ai';
import type {
  createdLessonDeletedResponseSchema,
  createdLessonListResponseSchema,
  createdLessonParamsSchema,
  createdLessonResponseSchema,
} from '../created-lessons';
import type {
  historyAppendResponseSchema,
  historyAppendSchema,
  historyResponseSchema,
  lessonDetailResponseSchema,
  lessonListResponseSchema,
  lessonParamsSchema,
  progressBatchRequestSchema,
  progressResponseSchema,
  progressUpdateSchema,
} from '../lessons';
import type { syncResponseSchema } from '../sync';
import { defineRoutes, del, get, post, put } from './route';

type OfLesson = { params: typeof lessonParamsSchema };
type OfCreatedLesson = { params: typeof createdLessonParamsSchema };

/** docs/product.md §2: audio lessons, their progress, tutor history and lessons a learner created. */
export const lessonRoutes = defineRoutes('lesson', {
  /** The course, with the signed-in learner's progress on each lesson. */
  list: get<{ response: typeof lessonListResponseSchema }>('/api/lessons'),
  detail: get<OfLesson & { response: typeof lessonDetailResponseSchema }>('/api/lessons/:id'),
  /** The raise-hand questions asked in this lesson, and the tutor's answers. */
  history: get<OfLesson & { response: typeof historyResponseSchema }>('/api/lessons/:id/history'),
  appendHistory: post<OfLesson & { body: typeof historyAppendSchema; response: typeof historyAppendResponseSchema }>(
    '/api/lessons/:id/history',
  ),
  setProgress: put<OfLesson & { body: typeof progressUpdateSchema; response: typeof progressResponseSchema }>(
    '/api/lessons/:id/progress',
  ),
  syncProgress: post<{ body: typeof progressBatchRequestSchema; response: typeof syncResponseSchema }>(
    '/api/lessons/progress/batch',
  ),
  /** The tutor's reply: JSON, or Server-Sent Events when the request accepts text/event-stream. */
  tutorChat: post<{ body: typeof lessonChatRequestSchema; response: typeof lessonChatResponseSchema }>(
    '/api/lesson/chat',
  ),
  /** Server-Sent Events of the lesson's Markdown, then `saved`. */
  create: post<{ body: typeof createLessonRequestSchema }>('/api/lesson/create'),
  listCreated: get<{ response: typeof createdLessonListResponseSchema }>('/api/lessons/created'),
  createdDetail: get<OfCreatedLesson & { response: typeof createdLessonResponseSchema }>('/api/lessons/created/:id'),
  deleteCreated: del<OfCreatedLesson & { response: typeof createdLessonDeletedResponseSchema }>(
    '/api/lessons/created/:id',
  ),
});
