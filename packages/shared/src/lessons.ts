import { z } from 'zod';
import { clientIdSchema, madeAtSchema, syncBatch } from './sync';

// ---------- content files (content/lessons, content/generated/lessons) ----------

export const lessonIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,40}$/, 'Unknown lesson');

export const courseFileSchema = z.object({
  title: z.string().min(1),
  description: z.string().default(''),
  lessons: z
    .array(z.object({ id: lessonIdSchema, title: z.string().min(1), script: z.string().regex(/^[\w.-]+\.txt$/) }))
    .min(1),
});
export type CourseFile = z.infer<typeof courseFileSchema>;

/** docs/product.md §3 transcript entry. */
export const transcriptEntrySchema = z.object({
  sentence: z.string().min(1),
  startMs: z.number().int().min(0),
  isParagraphEnd: z.boolean(),
});
export type TranscriptEntry = z.infer<typeof transcriptEntrySchema>;

/** The narration build's timing file next to each lesson's mp3. */
export const lessonNarrationSchema = z
  .object({
    sourceHash: z.string().min(1),
    durationMs: z.number().int().positive(),
    transcript: z.array(transcriptEntrySchema).min(1),
  })
  .refine(
    (narration) =>
      narration.transcript.every(
        (entry, index, all) =>
          entry.startMs <= narration.durationMs && (index === 0 || all[index - 1]!.startMs <= entry.startMs),
      ),
    'sentence start times must rise and stay within the audio',
  );
export type LessonNarration = z.infer<typeof lessonNarrationSchema>;

// ---------- API ----------

export const lessonProgressSchema = z.object({
  completed: z.boolean(),
  /** Last playback position, in ms. */
  positionMs: z.number().int().min(0),
});
export type LessonProgress = z.infer<typeof lessonProgressSchema>;

export const lessonSummarySchema = lessonProgressSchema.extend({
  id: z.string(),
  title: z.string(),
  /** mm:ss from the narration; empty when the lesson is not ready. */
  duration: z.string(),
  ready: z.boolean(),
});
export type LessonSummary = z.infer<typeof lessonSummarySchema>;

export const lessonListResponseSchema = z.object({
  course: z.object({ title: z.string(), description: z.string(), numberOfLessons: z.number().int() }),
  lessons: z.array(lessonSummarySchema),
});
export type LessonListResponse = z.infer<typeof lessonListResponseSchema>;

export const lessonDetailSchema = z.object({
  id: z.string(),
  title: z.string(),
  duration: z.string(),
  durationMs: z.number().int().min(0),
  /** Null with an empty transcript when the lesson has no narration yet ('Lesson not ready!'). */
  audioUrl: z.string().nullable(),
  transcript: z.array(transcriptEntrySchema),
  progress: lessonProgressSchema,
});
export type LessonDetail = z.infer<typeof lessonDetailSchema>;
export const lessonDetailResponseSchema = z.object({ lesson: lessonDetailSchema });

export const lessonParamsSchema = z.object({ id: lessonIdSchema });

export const maxPositionMs = 24 * 60 * 60 * 1000;
export const progressUpdateSchema = z
  .object({
    completed: z.boolean().optional(),
    positionMs: z.number().int().min(0).max(maxPositionMs).optional(),
  })
  .refine((update) => update.completed !== undefined || update.positionMs !== undefined, {
    message: 'Send completed or positionMs',
  });
export type ProgressUpdate = z.infer<typeof progressUpdateSchema>;
export const progressResponseSchema = z.object({ progress: lessonProgressSchema });

/** A progress change made on the device, synced through POST /api/lessons/progress/batch (decision 114). */
export const queuedProgressSchema = z.object({
  clientId: clientIdSchema,
  lessonId: lessonIdSchema,
  madeAt: madeAtSchema,
  completed: z.boolean().optional(),
  positionMs: z.number().int().min(0).max(maxPositionMs).optional(),
});
export type QueuedProgress = z.infer<typeof queuedProgressSchema>;
export const progressBatchRequestSchema = z.object({ updates: syncBatch(queuedProgressSchema) });

// ---------- raise-hand history (docs/product.md §3) ----------

export const maxChatMessageChars = 4000;
export const maxSentenceChars = 2000;

/** docs/product.md §3 lesson chat message. */
export const lessonChatMessageSchema = z.object({
  id: z.string().min(1).max(64),
  content: z.string().min(1).max(20_000),
  sender: z.enum(['user', 'assistant']),
  createdMs: z.number().int().min(0),
});
export type LessonChatMessage = z.infer<typeof lessonChatMessageSchema>;

export const raiseHandEntrySchema = z.object({
  lessonId: z.string(),
  sentence: z.string(),
  messages: z.array(lessonChatMessageSchema),
});
export type RaiseHandEntry = z.infer<typeof raiseHandEntrySchema>;

export const historyResponseSchema = z.object({ entries: z.array(raiseHandEntrySchema) });

export const historyAppendSchema = z.object({
  sentence: z.string().min(1).max(maxSentenceChars),
  messages: z.array(lessonChatMessageSchema).min(1).max(10),
});
export type HistoryAppend = z.infer<typeof historyAppendSchema>;
export const historyAppendResponseSchema = z.object({ entry: raiseHandEntrySchema });
