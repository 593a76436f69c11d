import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { preparedPerDatabase, timestampValue } from '../../../db/prepared';
import { sessions, users } from '../../../db/schema/index';
import type { SessionCache } from './session-cache';
import type { UserRow } from './users';

export const sessionCookieName = 'sid';
export const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Creates a session and returns the cookie value; only its hash is stored. */
export async function createSession(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + sessionLifetimeMs);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
  return { token, expiresAt };
}

const sessionUserQuery = preparedPerDatabase((db) =>
  db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('kurio_session_user'),
);

/** The user a live session token belongs to; from `cache` when it holds the token. */
export async function findSessionUser(
  db: Db,
  token: string,
  cache?: SessionCache,
  now = new Date(),
): Promise<UserRow | undefined> {
  const tokenHash = hashToken(token);
  const cached = cache?.get(tokenHash, now.getTime());
  if (cached) return cached;
  const generation = cache?.generation ?? 0;
  const [row] = await sessionUserQuery(db).execute({ tokenHash, now: timestampValue(now) });
  if (row) cache?.set(tokenHash, row.user, row.expiresAt.getTime(), generation, now.getTime());
  return row?.user;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
