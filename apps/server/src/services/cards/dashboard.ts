import type { DashboardStats } from '@kurio/shared/cards';
import { and, asc, avg, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cardReviews, cards } from '../../db/schema/index';
import { describeDueIn, endOfLocalDay } from './local-time';

/** SPEC §3 dashboard stats; "due today" means due before the user's local midnight. */
export async function dashboardStats(db: Db, userId: string, now: Date, timeZone: string): Promise<DashboardStats> {
  const mine = eq(cards.userId, userId);
  const [dueToday, total, [next], [stats]] = await Promise.all([
    db.$count(cards, and(mine, lt(cards.dueAt, endOfLocalDay(now, timeZone)))),
    db.$count(cards, mine),
    db.select({ dueAt: cards.dueAt }).from(cards).where(mine).orderBy(asc(cards.dueAt)).limit(1),
    db
      .select({ average: avg(cardReviews.quality) })
      .from(cardReviews)
      .where(eq(cardReviews.userId, userId)),
  ]);
  return {
    dueToday,
    total,
    nextDueIn: next ? describeDueIn(now, next.dueAt, timeZone) : null,
    avgQuality: stats?.average == null ? 0 : Math.round(Number(stats.average) * 100) / 100,
  };
}
