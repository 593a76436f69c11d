import type { DashboardStats } from '@kurio/shared/cards';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { describeDueIn, endOfLocalDay } from './local-time';

interface DashboardRow {
  due_today: number | string;
  total: number | null;
  next_due_at: Date | string | null;
  avg_quality: number | string | null;
}

/**
 * SPEC §3 dashboard stats in one round trip, from the counters migration 0008 keeps (decision 070).
 * "Due today" means due before the user's local midnight, which lies on the buckets' 15-minute grid in every
 * current time zone, so the buckets before it hold exactly the cards due before it.
 */
export async function dashboardStats(db: Db, userId: string, now: Date, timeZone: string): Promise<DashboardStats> {
  const midnight = endOfLocalDay(now, timeZone);
  const result = await db.execute(sql`
    SELECT
      (SELECT coalesce(sum(cards), 0) FROM card_due_buckets
        WHERE user_id = ${userId} AND bucket < ${midnight}) AS due_today,
      stats.cards AS total,
      (SELECT due_at FROM cards WHERE user_id = ${userId} ORDER BY due_at LIMIT 1) AS next_due_at,
      stats.quality_sum::numeric / nullif(stats.reviews, 0) AS avg_quality
    FROM (SELECT 1) AS one
    LEFT JOIN card_user_stats AS stats ON stats.user_id = ${userId}`);
  const [row] = (result as unknown as { rows: DashboardRow[] }).rows;
  const nextDueAt = row?.next_due_at == null ? null : new Date(row.next_due_at);
  return {
    dueToday: Number(row?.due_today ?? 0),
    total: row?.total ?? 0,
    nextDueIn: nextDueAt ? describeDueIn(now, nextDueAt, timeZone) : null,
    avgQuality: row?.avg_quality == null ? 0 : Math.round(Number(row.avg_quality) * 100) / 100,
  };
}
