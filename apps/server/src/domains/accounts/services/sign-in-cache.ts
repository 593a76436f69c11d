import type { DbHandle } from '../../../db/client';
import type { UserRow } from './users';

/**
 * Migration 0010's triggers notify this channel with a user's id when a sign-in (a row of the `sessions` table) or
 * the user row changes; the stored names predate the word sign-in.
 */
const signInChangeChannel = 'kurio_session_change';
/** A backstop for a change no trigger sees (TRUNCATE, a restored backup): no entry outlives a minute. */
const maxAgeMs = 60_000;
const maxEntries = 10_000;

interface Entry {
  user: UserRow;
  expiresAt: number;
  cachedAt: number;
}

/**
 * Signed-in users by sign-in token hash, so an API request need not ask the database who is calling
 * (decision 096). Only for PGlite: it lives in this process and delivers a trigger's notification before the
 * writing query resolves, so a logout, a deleted account or a plan change is never served stale.
 */
export class SignInCache {
  readonly #entries = new Map<string, Entry>();
  #generation = 0;

  /** Changes each time a user's sign-ins change; a lookup started before a change must not be kept. */
  get generation(): number {
    return this.#generation;
  }

  get(tokenHash: string, now: number): UserRow | undefined {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.expiresAt > now && now - entry.cachedAt < maxAgeMs) return entry.user;
    this.#entries.delete(tokenHash);
    return undefined;
  }

  /** Keeps a lookup made at `generation`, unless something changed while it ran (its answer may be stale). */
  set(tokenHash: string, user: UserRow, expiresAt: number, generation: number, now: number): void {
    if (generation !== this.#generation) return;
    if (this.#entries.size >= maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(tokenHash, { user, expiresAt, cachedAt: now });
  }

  forgetUser(userId: string): void {
    this.#generation++;
    for (const [tokenHash, entry] of this.#entries) if (entry.user.id === userId) this.#entries.delete(tokenHash);
  }
}

/** A cache wired to the sign-in change triggers (migration 0010), or undefined on an engine that cannot notify in step. */
export async function createSignInCache(database: DbHandle): Promise<SignInCache | undefined> {
  if (!database.listenInStep) return undefined;
  const cache = new SignInCache();
  await database.listenInStep(signInChangeChannel, (userId) => cache.forgetUser(userId));
  return cache;
}
