import { z } from 'zod';

/** docs/product.md §9: the desired retention a learner may choose, and Kurio's default. */
export const desiredRetentionMin = 0.7;
export const desiredRetentionMax = 0.97;
export const defaultDesiredRetention = 0.9;

export const desiredRetentionSchema = z
  .number()
  .min(desiredRetentionMin, 'Desired retention is between 70 % and 97 %.')
  .max(desiredRetentionMax, 'Desired retention is between 70 % and 97 %.');

/** FSRS-6 has 21 parameters; what the optimizer answers and ts-fsrs takes. */
export const fsrsParameterCount = 21;

/**
 * How FSRS schedules one learner: their trained parameters when those predicted their own held-out reviews
 * better than the defaults (null: the defaults), and the retention they chose.
 */
export const fsrsSettingsSchema = z.object({
  parameters: z.array(z.number()).length(fsrsParameterCount).nullable(),
  desiredRetention: desiredRetentionSchema,
});
export type FsrsSettings = z.infer<typeof fsrsSettingsSchema>;

export const defaultFsrsSettings: FsrsSettings = { parameters: null, desiredRetention: defaultDesiredRetention };
