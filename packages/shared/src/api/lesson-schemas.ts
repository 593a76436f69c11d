import { createLessonRequestSchema, lessonChatRequestSchema, lessonChatResponseSchema } from '../ai';
import { progressBatchRequestSchema } from '../lessons';
import { syncResponseSchema } from '../sync';

export const lessonSchemas = {
  tutorChat: { body: lessonChatRequestSchema, response: lessonChatResponseSchema },
  create: { body: createLessonRequestSchema },
  syncProgress: { body: progressBatchRequestSchema, response: syncResponseSchema },
};
