import { z } from 'zod';
import { desiredRetentionMax, desiredRetentionMin, desiredRetentionSchema } from './scheduler/fsrs-settings';
import { schedulerEngines } from './scheduler/scheduler-state';

/**
 * The fewest repeat reviews (reviews of a card seen before) the optimizer trains on: the FSRS optimizer answers
 * its default parameters for 32 items or fewer (measured with @open-spaced-repetition/binding 0.5.0), and a
 * fifth of the reviews is held out to judge the result, so 42 leave it 33 to learn from.
 */
export const minimumRepeatReviews = 42;
/** After training, it trains again once this many new reviews are logged. */
export const retrainEveryReviews = 1000;
/** The days the workload preview covers. */
export const workloadDays = 30;

const fitSchema = z.object({ logLoss: z.number(), rmse: z.number() });

/** docs/product.md §2 Settings, Schedule: what the learner's FSRS is trained on and how it scores. */
export const scheduleSettingsSchema = z.object({
  engine: z.enum(schedulerEngines),
  /** Every review logged, and those of a card seen before (what FSRS learns from). */
  reviewCount: z.number().int(),
  repeatReviewCount: z.number().int(),
  desiredRetention: z.number(),
  training: z
    .object({
      trainedAt: z.number(),
      trainedOnReviews: z.number().int(),
      defaults: fitSchema,
      trained: fitSchema,
      /** The trained parameters schedule only when they predicted the held-out reviews better. */
      inUse: z.boolean(),
    })
    .nullable(),
  /** Null when the optimizer loads here; otherwise why Pro schedules with the default parameters. */
  optimizerUnavailable: z.string().nullable(),
  trainingNow: z.boolean(),
});
export type ScheduleSettings = z.infer<typeof scheduleSettingsSchema>;

export const desiredRetentionRequestSchema = z.object({ desiredRetention: desiredRetentionSchema });

export const workloadQuerySchema = z.object({
  desiredRetention: z.coerce.number().min(desiredRetentionMin).max(desiredRetentionMax),
});

/** The expected reviews on each of the next days at a desired retention (Kurio's own ts-fsrs simulation). */
export const workloadResponseSchema = z.object({
  desiredRetention: z.number(),
  perDay: z.array(z.number()),
  averagePerDay: z.number(),
});
export type Workload = z.infer<typeof workloadResponseSchema>;
