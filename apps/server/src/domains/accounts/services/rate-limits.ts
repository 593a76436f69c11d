import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rateLimits } from '../../../db/schema/index';

export interface RateLimitRule {
  /** How many hits a key may make in one window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counter kept in the database, so every server process shares it.
 * One atomic upsert per hit: no read-then-write race between processes.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
  now = Date.now(),
): Promise<RateLimitResult> {
  const windowStart = now - (now % rule.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.windowStart} = excluded.window_start THEN ${rateLimits.count} + 1 ELSE 1 END`,
        windowStart: sql`excluded.window_start`,
      },
    })
    .returning({ count: rateLimits.count });
  const count = row?.count ?? 1;
  return { allowed: count <= rule.limit, retryAfterSeconds: Math.ceil((windowStart + rule.windowMs - now) / 1000) };
}
