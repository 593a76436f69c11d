import { z } from 'zod';
import { accountHolderProofSchema } from './account';

/** Wrong PINs in a row before the PIN locks, and for how long (decision 147). */
export const pinAttemptLimit = 5;
export const pinLockMs = 15 * 60_000;

export const pinMessages = {
  format: 'The PIN is four digits, like 2580',
  wrong: (left: number) => `That PIN is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
  locked: 'Too many wrong PINs. Try again in 15 minutes, or reset the PIN with your account password (or Google).',
  notSet: 'No parent PIN is set yet.',
} as const;

export const pinSchema = z.string({ error: pinMessages.format }).regex(/^\d{4}$/, pinMessages.format);

/**
 * Setting or resetting the PIN needs the account password, or a fresh Google sign-in for an account without one:
 * that is how a forgotten PIN is replaced.
 */
export const setPinSchema = accountHolderProofSchema.extend({ pin: pinSchema });
export type SetPinRequest = z.infer<typeof setPinSchema>;

export const checkPinSchema = z.object({ pin: pinSchema });
export type CheckPinRequest = z.infer<typeof checkPinSchema>;

export const pinStatusSchema = z.object({
  pinSet: z.boolean(),
  /** While five wrong PINs lock it: until when (ms since the epoch). */
  lockedUntil: z.number().nullable(),
});
export type PinStatus = z.infer<typeof pinStatusSchema>;
