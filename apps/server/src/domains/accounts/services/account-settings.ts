import { accountMessages } from '@kurio/shared/account';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema/index';
import { DomainError } from '../../domain-error';
import { hashPassword, verifyPassword } from './passwords';
import type { UserRow } from './users';

/**
 * Password accounts prove it is them before a change that cannot be undone; Google-only accounts have no
 * password to check.
 */
export async function confirmPassword(user: UserRow, password: string): Promise<void> {
  if (!user.passwordHash || (await verifyPassword(user.passwordHash, password))) return;
  throw new DomainError('notAuthenticated', 'invalidPassword', accountMessages.currentPasswordWrong, {
    fieldErrors: { currentPassword: accountMessages.currentPasswordWrong },
  });
}

export const needsPassword = (user: UserRow) => Boolean(user.passwordHash);

export async function renameUser(db: Db, userId: string, name: string): Promise<UserRow> {
  const [row] = await db.update(users).set({ name }).where(eq(users.id, userId)).returning();
  return row!;
}

export async function changePassword(db: Db, user: UserRow, currentPassword: string, newPassword: string) {
  await confirmPassword(user, currentPassword);
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword) })
    .where(eq(users.id, user.id));
}

/** Every table that holds a user's rows references users(id) ON DELETE CASCADE (docs/decisions/061). */
export async function deleteUser(db: Db, user: UserRow, password: string) {
  await confirmPassword(user, password);
  await db.delete(users).where(eq(users.id, user.id));
}
