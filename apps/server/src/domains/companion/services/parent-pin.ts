import { type PinStatus, pinAttemptLimit, pinLockMs, pinMessages, type SetPinRequest } from '@kurio/shared/parent-pin';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { parentPins } from '../../../db/schema/index';
import {
  confirmAccountHolder,
  type GoogleCheck,
  hashPassword,
  type UserRow,
  verifyPassword,
} from '../../accounts/public';
import { conflict, DomainError } from '../../domain-error';

const statusOf = (row: typeof parentPins.$inferSelect | undefined, now: number): PinStatus => ({
  pinSet: row !== undefined,
  lockedUntil: row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null,
});

async function findPin(db: Db, userId: string) {
  const [row] = await db.select().from(parentPins).where(eq(parentPins.userId, userId)).limit(1);
  return row;
}

export async function pinStatus(db: Db, userId: string, now = Date.now()): Promise<PinStatus> {
  return statusOf(await findPin(db, userId), now);
}

const locked = (until: number, now: number) =>
  new DomainError('quotaUsedUp', 'pinLocked', pinMessages.locked, {
    retryAfterSeconds: Math.ceil((until - now) / 1000),
  });

/**
 * Sets the PIN, or replaces a forgotten one, after the account password, or for an account without one a fresh
 * Google sign-in (decision 146): what a child at the device, signed in or not, cannot give. Replacing it also
 * lifts a lock.
 */
export async function setPin(db: Db, user: UserRow, input: SetPinRequest, google: GoogleCheck) {
  if (user.passwordHash && input.currentPassword === '') {
    throw new DomainError('invalid', 'validation', 'Enter your account password', {
      fieldErrors: { currentPassword: 'Enter your account password' },
    });
  }
  await confirmAccountHolder(user, input, google);
  const values = { pinHash: await hashPassword(input.pin), failedAttempts: 0, lockedUntil: null };
  await db
    .insert(parentPins)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: parentPins.userId, set: values });
  return { pinSet: true, lockedUntil: null };
}

/**
 * Checks a PIN. Wrong tries are counted in the database in one statement, so parallel guesses cannot slip past
 * the limit; the fifth locks the PIN for 15 minutes, during which even the right PIN is refused.
 */
export async function checkPin(db: Db, userId: string, pin: string, now = Date.now()): Promise<PinStatus> {
  const row = await findPin(db, userId);
  if (!row) throw conflict(pinMessages.notSet, 'pinNotSet');
  if (row.lockedUntil && row.lockedUntil > now) throw locked(row.lockedUntil, now);
  if (await verifyPassword(row.pinHash, pin)) {
    await db.update(parentPins).set({ failedAttempts: 0, lockedUntil: null }).where(eq(parentPins.userId, userId));
    return { pinSet: true, lockedUntil: null };
  }
  const [counted] = await db
    .update(parentPins)
    .set({ failedAttempts: sql`${parentPins.failedAttempts} + 1` })
    .where(eq(parentPins.userId, userId))
    .returning({ failedAttempts: parentPins.failedAttempts });
  const failures = counted?.failedAttempts ?? pinAttemptLimit;
  if (failures >= pinAttemptLimit) {
    const until = now + pinLockMs;
    await db.update(parentPins).set({ failedAttempts: 0, lockedUntil: until }).where(eq(parentPins.userId, userId));
    throw locked(until, now);
  }
  const message = pinMessages.wrong(pinAttemptLimit - failures);
  throw new DomainError('invalid', 'wrongPin', message, { fieldErrors: { pin: message } });
}
