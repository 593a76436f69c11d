import { normalizeEmail } from '@kurio/shared/email';
import { defaultMembership, neverExpires, Plan } from '@kurio/shared/membership-plans';
import type { User } from '@kurio/shared/user';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema/index';

export type UserRow = typeof users.$inferSelect;

/** The API's user shape (docs/architecture.md §4); never the password hash. */
export function toApiUser(row: UserRow, now = Date.now()): User {
  const lapsed = row.plan !== Plan.free && row.expireAt !== neverExpires && row.expireAt < now;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    membership: lapsed ? defaultMembership : { plan: row.plan, subscription: row.subscription, expireAt: row.expireAt },
  };
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Inserts a user; returns undefined when the email is taken (unique index, race-safe). */
export async function insertUser(
  db: Db,
  values: { name: string; email: string; passwordHash?: string; googleSub?: string },
): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: normalizeEmail(values.email) })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}
