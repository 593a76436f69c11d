import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { preparedPerDatabase, timestampValue } from '../../../db/prepared';
import { signIns, users } from '../../../db/schema/index';
import type { SignInCache } from './sign-in-cache';
import type { UserRow } from './users';

export const signInCookieName = 'sid';
export const signInLifetimeMs = 30 * 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Creates a sign-in and returns the cookie value; only its hash is stored. */
export async function createSignIn(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + signInLifetimeMs);
  await db.insert(signIns).values({ tokenHash: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

const signedInUserQuery = preparedPerDatabase((db) =>
  db
    .select({ user: users, expiresAt: signIns.expiresAt })
    .from(signIns)
    .innerJoin(users, eq(users.id, signIns.userId))
    .where(and(eq(signIns.tokenHash, sql.placeholder('tokenHash')), gt(signIns.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('kurio_signed_in_user'),
);

/** The user a live sign-in token belongs to; from `cache` when it holds the token. */
export async function findSignedInUser(
  db: Db,
  token: string,
  cache?: SignInCache,
  now = new Date(),
): Promise<UserRow | undefined> {
  const tokenHash = hashToken(token);
  const cached = cache?.get(tokenHash, now.getTime());
  if (cached) return cached;
  const generation = cache?.generation ?? 0;
  const [row] = await signedInUserQuery(db).execute({ tokenHash, now: timestampValue(now) });
  if (row) cache?.set(tokenHash, row.user, row.expiresAt.getTime(), generation, now.getTime());
  return row?.user;
}

export async function deleteSignIn(db: Db, token: string): Promise<void> {
  await db.delete(signIns).where(eq(signIns.tokenHash, hashToken(token)));
}

export async function deleteExpiredSignIns(db: Db, now = new Date()): Promise<void> {
  await db.delete(signIns).where(lt(signIns.expiresAt, now));
}
