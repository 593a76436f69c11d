import type { Analytics, ProAnalytics } from '@kurio/shared/cards';
import { localDate, startOfLocalMonth } from '@kurio/shared/local-time';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rows, trueRetention } from './true-retention';

const dayMs = 86_400_000;

/** Local calendar dates from `from` days after today to `to` days after, as YYYY-MM-DD. */
function localDays(today: string, from: number, to: number): string[] {
  const base = Date.parse(today);
  const days: string[] = [];
  for (let offset = from; offset <= to; offset++) days.push(new Date(base + offset * dayMs).toISOString().slice(0, 10));
  return days;
}

type Learner = { id: string; pro: boolean; timeZone: string };

/** This local month's reviews and the latest run of local days with a review (gaps and islands over days). */
async function reviewSummary(db: Db, { id: userId, timeZone }: Learner, now: Date) {
  const monthStart = startOfLocalMonth(now, timeZone);
  const [[month], [run]] = await Promise.all([
    rows<{ reviews: number }>(
      db,
      sql`SELECT count(*)::int AS reviews FROM card_reviews
          WHERE user_id = ${userId} AND reviewed_at >= ${monthStart} AND reviewed_at <= ${now}`,
    ),
    rows<{ last_day: string; days: number }>(
      db,
      sql`WITH days AS (SELECT DISTINCT (reviewed_at AT TIME ZONE ${timeZone})::date AS day FROM card_reviews
                        WHERE user_id = ${userId} AND reviewed_at <= ${now}),
               runs AS (SELECT day, day - (row_number() OVER (ORDER BY day))::int AS run FROM days)
          SELECT to_char(max(day), 'YYYY-MM-DD') AS last_day, count(*)::int AS days
          FROM runs GROUP BY run ORDER BY max(day) DESC LIMIT 1`,
    ),
  ]);
  const today = localDate(now, timeZone);
  const daysSinceRun = run ? (Date.parse(today) - Date.parse(run.last_day)) / dayMs : Number.POSITIVE_INFINITY;
  return {
    monthReviews: Number(month?.reviews ?? 0),
    streakDays: daysSinceRun <= 1 ? Number(run?.days) : 0,
    reviewedToday: daysSinceRun === 0,
  };
}

/**
 * Reviews per local day over the last year, seconds answering per local day over the last 30, cards due per local
 * day over the next 30, cards per FSRS state.
 */
function activityQueries(db: Db, { id: userId, timeZone }: Learner, now: Date) {
  return Promise.all([
    rows<{ day: string; count: number }>(
      db,
      sql`SELECT to_char((reviewed_at AT TIME ZONE ${timeZone})::date, 'YYYY-MM-DD') AS day, count(*)::int AS count
          FROM card_reviews WHERE user_id = ${userId} AND reviewed_at >= ${new Date(now.getTime() - 366 * dayMs)}
          GROUP BY 1`,
    ),
    rows<{ day: string; seconds: number }>(
      db,
      sql`SELECT to_char((reviewed_at AT TIME ZONE ${timeZone})::date, 'YYYY-MM-DD') AS day,
                 round(sum(answer_ms) / 1000.0)::int AS seconds
          FROM card_reviews WHERE user_id = ${userId} AND reviewed_at >= ${new Date(now.getTime() - 31 * dayMs)}
            AND answer_ms IS NOT NULL
          GROUP BY 1`,
    ),
    rows<{ day: string; count: number }>(
      db,
      sql`SELECT to_char((greatest(due_at, ${now}) AT TIME ZONE ${timeZone})::date, 'YYYY-MM-DD') AS day,
                 count(*)::int AS count
          FROM cards WHERE user_id = ${userId} AND due_at < ${new Date(now.getTime() + 31 * dayMs)}
          GROUP BY 1`,
    ),
    rows<{ state: number; count: number }>(
      db,
      sql`SELECT (scheduler_state->'fsrs'->>'state')::int AS state, count(*)::int AS count
          FROM cards WHERE user_id = ${userId} GROUP BY 1`,
    ),
  ]);
}

/** The charts of Pro analytics, grouped by the learner's local days. */
async function proAnalytics(db: Db, learner: Learner, now: Date): Promise<ProAnalytics> {
  const today = localDate(now, learner.timeZone);
  const [[daily, studied, due, states], { byWeek, ...retention }] = await Promise.all([
    activityQueries(db, learner, now),
    trueRetention(
      db,
      { userId: learner.id, timeZone: learner.timeZone },
      new Date(now.getTime() - 365 * dayMs),
      new Date(now.getTime() - 7 * 13 * dayMs),
    ),
  ]);
  const reviewsByDay = new Map(daily.map((row) => [row.day, Number(row.count)]));
  const secondsByDay = new Map(studied.map((row) => [row.day, Number(row.seconds)]));
  const dueByDay = new Map(due.map((row) => [row.day, Number(row.count)]));
  const byState = new Map(states.map((row) => [Number(row.state), Number(row.count)]));
  const yearStart = new Date(Date.parse(today) - 364 * dayMs).toISOString().slice(0, 10);
  const weekday = (new Date(Date.parse(today)).getUTCDay() + 6) % 7; // Monday = 0, as date_trunc('week')
  const weeks = localDays(today, -weekday - 7 * 11, -weekday).filter((_, index) => index % 7 === 0);
  return {
    reviewsPerDay: localDays(today, -29, 0).map((date) => ({ date, count: reviewsByDay.get(date) ?? 0 })),
    studyTimePerDay: localDays(today, -29, 0).map((date) => ({ date, seconds: secondsByDay.get(date) ?? 0 })),
    retention: weeks.map((week) => ({ week, reviews: 0, passed: 0, ...byWeek.get(week) })),
    trueRetention: retention,
    forecast: localDays(today, 0, 29).map((date) => ({ date, count: dueByDay.get(date) ?? 0 })),
    heatmap: [...reviewsByDay]
      .filter(([date]) => date >= yearStart)
      .map(([date, count]) => ({ date, count }))
      .sort((a, b) => a.date.localeCompare(b.date)),
    // ts-fsrs numbers its states New 0, Learning 1, Review 2, Relearning 3.
    cardStates: {
      new: byState.get(0) ?? 0,
      learning: byState.get(1) ?? 0,
      review: byState.get(2) ?? 0,
      relearning: byState.get(3) ?? 0,
    },
  };
}

/** Everyone's review summary; the charts only on Pro (docs/product.md §6). */
export async function cardAnalytics(db: Db, learner: Learner, now: Date): Promise<Analytics> {
  const [summary, pro] = await Promise.all([
    reviewSummary(db, learner, now),
    learner.pro ? proAnalytics(db, learner, now) : null,
  ]);
  return { ...summary, pro };
}
