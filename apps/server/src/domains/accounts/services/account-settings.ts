import type { ChangePasswordRequest } from '@kurio/shared/account';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema/index';
import { confirmAccountHolder, confirmPassword, type GoogleCheck } from './account-holder';
import { hashPassword } from './passwords';
import type { UserRow } from './users';

export const needsPassword = (user: UserRow) => Boolean(user.passwordHash);

export async function renameUser(db: Db, userId: string, name: string): Promise<UserRow> {
  const [row] = await db.update(users).set({ name }).where(eq(users.id, userId)).returning();
  return row!;
}

/**
 * Changes the password after the current one; the first password of a Google-only account needs a fresh Google
 * sign-in instead (decision 146), since with it the session could then consent and set the PIN.
 */
export async function changePassword(db: Db, user: UserRow, input: ChangePasswordRequest, google: GoogleCheck) {
  await confirmAccountHolder(user, input, google);
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword) })
    .where(eq(users.id, user.id));
}

/** Every table that holds a user's rows references users(id) ON DELETE CASCADE (docs/decisions/061). */
export async function deleteUser(db: Db, user: UserRow, password: string) {
  await confirmPassword(user, password);
  await db.delete(users).where(eq(users.id, user.id));
}
