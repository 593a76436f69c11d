import { createLessonRequestSchema, lessonChatRequestSchema, lessonChatResponseSchema } from '../ai';
// By namespace: the route table names each of these schemas, and a second list of them here would only repeat it.
import * as created from '../created-lessons';
import * as lessons from '../lessons';
import { syncResponseSchema } from '../sync';

const ofLesson = { params: lessons.lessonParamsSchema };
const ofCreatedLesson = { params: created.createdLessonParamsSchema };

export const lessonSchemas = {
  list: { response: lessons.lessonListResponseSchema },
  detail: { ...ofLesson, response: lessons.lessonDetailResponseSchema },
  history: { ...ofLesson, response: lessons.historyResponseSchema },
  appendHistory: { ...ofLesson, body: lessons.historyAppendSchema, response: lessons.historyAppendResponseSchema },
  setProgress: { ...ofLesson, body: lessons.progressUpdateSchema, response: lessons.progressResponseSchema },
  syncProgress: { body: lessons.progressBatchRequestSchema, response: syncResponseSchema },
  tutorChat: { body: lessonChatRequestSchema, response: lessonChatResponseSchema },
  create: { body: createLessonRequestSchema },
  listCreated: { response: created.createdLessonListResponseSchema },
  createdDetail: { ...ofCreatedLesson, response: created.createdLessonResponseSchema },
  deleteCreated: { ...ofCreatedLesson, response: created.createdLessonDeletedResponseSchema },
};
