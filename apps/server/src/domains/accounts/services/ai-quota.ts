import { type AiQuotaKind, aiQuotas } from '@kurio/shared/ai';
import { isPro } from '@kurio/shared/membership';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { aiUsage } from '../../../db/schema/index';
import type { UserRow } from './users';
import { toApiUser } from './users';

export interface QuotaPeriod {
  /** "2026-11" or "2026-11-21" (UTC). */
  key: string;
  resetsAt: Date;
}

/** Cards are counted per calendar month, every other call per day, both in UTC. */
export function quotaPeriod(kind: AiQuotaKind, now = new Date()): QuotaPeriod {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  if (kind === 'cards') {
    return { key: now.toISOString().slice(0, 7), resetsAt: new Date(Date.UTC(year, month + 1, 1)) };
  }
  return { key: now.toISOString().slice(0, 10), resetsAt: new Date(Date.UTC(year, month, now.getUTCDate() + 1)) };
}

export function quotaLimit(user: UserRow, kind: AiQuotaKind): number {
  const pro = isPro(toApiUser(user).membership);
  return (pro ? aiQuotas.pro : aiQuotas.free)[kind];
}

export type QuotaResult =
  | { allowed: true; used: number; limit: number; period: QuotaPeriod }
  | { allowed: false; used: number; limit: number; period: QuotaPeriod };

/**
 * Takes `amount` units of a quota in one statement: the upsert only adds while the total stays within
 * the limit, so concurrent requests from several processes can never overshoot.
 */
export async function consumeQuota(
  db: Db,
  user: UserRow,
  kind: AiQuotaKind,
  amount: number,
  now = new Date(),
): Promise<QuotaResult> {
  const limit = quotaLimit(user, kind);
  const period = quotaPeriod(kind, now);
  if (amount <= limit) {
    const [row] = await db
      .insert(aiUsage)
      .values({ userId: user.id, kind, period: period.key, used: amount })
      .onConflictDoUpdate({
        target: [aiUsage.userId, aiUsage.kind, aiUsage.period],
        set: { used: sql`${aiUsage.used} + excluded.used` },
        setWhere: sql`${aiUsage.used} + excluded.used <= ${limit}`,
      })
      .returning({ used: aiUsage.used });
    if (row) return { allowed: true, used: row.used, limit, period };
  }
  return { allowed: false, used: await usedSoFar(db, user.id, kind, period.key), limit, period };
}

/** Gives units back when the call they paid for failed. */
export async function refundQuota(db: Db, user: UserRow, kind: AiQuotaKind, amount: number, now = new Date()) {
  const { key } = quotaPeriod(kind, now);
  await db
    .update(aiUsage)
    .set({ used: sql`greatest(${aiUsage.used} - ${amount}, 0)` })
    .where(and(eq(aiUsage.userId, user.id), eq(aiUsage.kind, kind), eq(aiUsage.period, key)));
}

async function usedSoFar(db: Db, userId: string, kind: AiQuotaKind, period: string): Promise<number> {
  const [row] = await db
    .select({ used: aiUsage.used })
    .from(aiUsage)
    .where(and(eq(aiUsage.userId, userId), eq(aiUsage.kind, kind), eq(aiUsage.period, period)));
  return row?.used ?? 0;
}
