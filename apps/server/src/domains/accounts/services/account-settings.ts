import type { ChangePasswordRequest, DeleteAccountRequest } from '@kurio/shared/account';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema/index';
import { confirmAccountHolder, type GoogleCheck } from './account-holder';
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

/**
 * Deletes the account after the password, or for an account without one a fresh Google sign-in (decision 146).
 * Every table that holds a user's rows references users(id) ON DELETE CASCADE (docs/decisions/061).
 */
export async function deleteUser(db: Db, user: UserRow, input: DeleteAccountRequest, google: GoogleCheck) {
  await confirmAccountHolder(
    user,
    { currentPassword: input.password, googleCredential: input.googleCredential },
    google,
  );
  await db.delete(users).where(eq(users.id, user.id));
}
