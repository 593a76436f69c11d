import { z } from 'zod';

/** SM-2 memory of one card (SuperMemo's published algorithm). */
export const sm2StateSchema = z.object({
  repetitions: z.number().int().nonnegative(),
  easiness: z.number(),
  intervalDays: z.number().nonnegative(),
});
export type Sm2State = z.infer<typeof sm2StateSchema>;

/** FSRS memory of one card, as ts-fsrs keeps it, with dates as epoch milliseconds. */
export const fsrsStateSchema = z.object({
  due: z.number(),
  stability: z.number(),
  difficulty: z.number(),
  elapsedDays: z.number(),
  scheduledDays: z.number(),
  learningSteps: z.number(),
  reps: z.number(),
  lapses: z.number(),
  state: z.number(),
  lastReview: z.number().nullable(),
});
export type FsrsState = z.infer<typeof fsrsStateSchema>;

/**
 * Both engines advance on every review; the user's plan only picks whose due date applies.
 * So a card keeps its full history whichever way the plan changes.
 */
export const schedulerStateSchema = z.object({ sm2: sm2StateSchema, fsrs: fsrsStateSchema });
export type SchedulerState = z.infer<typeof schedulerStateSchema>;

export const schedulerEngines = ['sm2', 'fsrs'] as const;
export type SchedulerEngine = (typeof schedulerEngines)[number];
