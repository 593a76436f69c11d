import type { DashboardStats } from '@kurio/shared/cards';
import { describeDueIn, endOfLocalDay } from '@kurio/shared/local-time';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { timestampValue } from '../../../db/prepared';

type DashboardRow = {
  due_today: number | string;
  total: number | null;
  next_due_at: Date | string | null;
  avg_quality: number | string | null;
};

/** One round trip: due today from the bucket counters, the total and review average from the user's stats. */
const dashboardSql = (userId: string, midnight: Date) => sql`
  SELECT
    (SELECT coalesce(sum(cards), 0) FROM card_due_buckets
      WHERE user_id = ${userId} AND bucket < ${timestampValue(midnight)}) AS due_today,
    stats.cards AS total,
    (SELECT due_at FROM cards WHERE user_id = ${userId} ORDER BY due_at LIMIT 1) AS next_due_at,
    stats.quality_sum::numeric / nullif(stats.reviews, 0) AS avg_quality
  FROM (SELECT 1) AS one
  LEFT JOIN card_user_stats AS stats ON stats.user_id = ${userId}`;

/**
 * Dashboard stats (docs/product.md §3) in one round trip, from the counters migration 0008 keeps (decision 070).
 * "Due today" means due before the user's local midnight, which lies on the buckets' 15-minute grid in every
 * current time zone, so the buckets before it hold exactly the cards due before it.
 */
export async function dashboardStats(db: Db, userId: string, now: Date, timeZone: string): Promise<DashboardStats> {
  const midnight = endOfLocalDay(now, timeZone);
  const [row] = (await db.execute<DashboardRow>(dashboardSql(userId, midnight))).rows;
  const nextDueAt = row?.next_due_at == null ? null : new Date(row.next_due_at);
  return {
    dueToday: Number(row?.due_today ?? 0),
    total: row?.total ?? 0,
    nextDueIn: nextDueAt ? describeDueIn(now, nextDueAt, timeZone) : null,
    avgQuality: row?.avg_quality == null ? 0 : Math.round(Number(row.avg_quality) * 100) / 100,
  };
}
