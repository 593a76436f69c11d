import { createLessonRequestSchema, lessonChatRequestSchema, lessonChatResponseSchema } from '../ai';
import {
  createdLessonDeletedResponseSchema,
  createdLessonListResponseSchema,
  createdLessonParamsSchema,
  createdLessonResponseSchema,
} from '../created-lessons';
import {
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
import { syncResponseSchema } from '../sync';

const ofLesson = { params: lessonParamsSchema };
const ofCreatedLesson = { params: createdLessonParamsSchema };

export const lessonSchemas = {
  list: { response: lessonListResponseSchema },
  detail: { ...ofLesson, response: lessonDetailResponseSchema },
  history: { ...ofLesson, response: historyResponseSchema },
  appendHistory: { ...ofLesson, body: historyAppendSchema, response: historyAppendResponseSchema },
  setProgress: { ...ofLesson, body: progressUpdateSchema, response: progressResponseSchema },
  syncProgress: { body: progressBatchRequestSchema, response: syncResponseSchema },
  tutorChat: { body: lessonChatRequestSchema, response: lessonChatResponseSchema },
  create: { body: createLessonRequestSchema },
  listCreated: { response: createdLessonListResponseSchema },
  createdDetail: { ...ofCreatedLesson, response: createdLessonResponseSchema },
  deleteCreated: { ...ofCreatedLesson, response: createdLessonDeletedResponseSchema },
};
