import { cardMessages } from '@kurio/shared/card-rules';
import type { Analytics } from '@kurio/shared/cards';
import { localDate } from '@kurio/shared/local-time';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { DomainError } from '../../domain-error';

const dayMs = 86_400_000;

/** Local calendar dates from `from` days after today to `to` days after, as YYYY-MM-DD. */
function localDays(today: string, from: number, to: number): string[] {
  const base = Date.parse(today);
  const days: string[] = [];
  for (let offset = from; offset <= to; offset++) days.push(new Date(base + offset * dayMs).toISOString().slice(0, 10));
  return days;
}

async function rows<Row extends Record<string, unknown>>(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  return (await db.execute<Row>(query)).rows;
}

/** Pro analytics, grouped by the user's local days. */
/** docs/product.md §6: advanced analytics are a Pro feature. */
export async function cardAnalytics(
  db: Db,
  { id: userId, pro, timeZone }: { id: string; pro: boolean; timeZone: string },
  now: Date,
): Promise<Analytics> {
  if (!pro) throw new DomainError('notAllowed', 'proRequired', cardMessages.proOnly);
  const today = localDate(now, timeZone);
  const yearAgo = new Date(now.getTime() - 366 * dayMs);
  const [daily, weekly, due] = await Promise.all([
    rows<{ day: string; count: number }>(
      db,
      sql`SELECT to_char((reviewed_at AT TIME ZONE ${timeZone})::date, 'YYYY-MM-DD') AS day, count(*)::int AS count
          FROM card_reviews WHERE user_id = ${userId} AND reviewed_at >= ${yearAgo}
          GROUP BY 1`,
    ),
    rows<{ week: string; total: number; recalled: number }>(
      db,
      sql`SELECT to_char(date_trunc('week', reviewed_at AT TIME ZONE ${timeZone}), 'YYYY-MM-DD') AS week,
                 count(*)::int AS total, count(*) FILTER (WHERE quality >= 3)::int AS recalled
          FROM card_reviews WHERE user_id = ${userId} AND reviewed_at >= ${new Date(now.getTime() - 7 * 13 * dayMs)}
          GROUP BY 1`,
    ),
    rows<{ day: string; count: number }>(
      db,
      sql`SELECT to_char((greatest(due_at, ${now}) AT TIME ZONE ${timeZone})::date, 'YYYY-MM-DD') AS day,
                 count(*)::int AS count
          FROM cards WHERE user_id = ${userId} AND due_at < ${new Date(now.getTime() + 31 * dayMs)}
          GROUP BY 1`,
    ),
  ]);
  const reviewsByDay = new Map(daily.map((row) => [row.day, Number(row.count)]));
  const dueByDay = new Map(due.map((row) => [row.day, Number(row.count)]));
  const byWeek = new Map(weekly.map((row) => [row.week, row]));
  const weekday = (new Date(Date.parse(today)).getUTCDay() + 6) % 7; // Monday = 0, as date_trunc('week')
  const weeks = localDays(today, -weekday - 7 * 11, -weekday).filter((_, index) => index % 7 === 0);
  return {
    reviewsPerDay: localDays(today, -29, 0).map((date) => ({ date, count: reviewsByDay.get(date) ?? 0 })),
    retention: weeks.map((week) => {
      const row = byWeek.get(week);
      return { week, rate: row ? Math.round((Number(row.recalled) / Number(row.total)) * 1000) / 1000 : null };
    }),
    forecast: localDays(today, 0, 29).map((date) => ({ date, count: dueByDay.get(date) ?? 0 })),
    heatmap: [...reviewsByDay].map(([date, count]) => ({ date, count })).sort((a, b) => a.date.localeCompare(b.date)),
  };
}
