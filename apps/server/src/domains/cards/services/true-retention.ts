import { type ProAnalytics, retentionIntervalRanges } from '@kurio/shared/cards';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';

type Passed = { reviews: number; passed: number };

/**
 * The reviews that count towards true retention (docs/decisions/138): those whose previous interval, from the card's
 * previous review to the due date that review set, was at least a day. A card's first review has no previous one.
 * Both engines keep `fsrs.lastReview` on every review, so this holds whichever engine set the due date.
 */
function trueReviews(userId: string, since: Date): SQL {
  return sql`SELECT r.card_id, r.quality, r.reviewed_at,
                    round((extract(epoch FROM r.due_before) * 1000 - (r.state_before->'fsrs'->>'lastReview')::float8)
                          / 86400000) AS interval_days
             FROM card_reviews r
             WHERE r.user_id = ${userId} AND r.reviewed_at >= ${since}
               AND r.state_before->'fsrs'->>'lastReview' IS NOT NULL`;
}

const passedCounts = sql`count(*)::int AS reviews, count(*) FILTER (WHERE quality >= 3)::int AS passed`;

/** The rows of one aggregate query. */
export async function rows<Row extends Record<string, unknown>>(db: Db, query: SQL): Promise<Row[]> {
  return (await db.execute<Row>(query)).rows;
}

/** True retention per local week (weeks start on Monday, as `date_trunc('week')`). */
export function weeklyTrueRetention(db: Db, userId: string, timeZone: string, since: Date) {
  return rows<{ week: string } & Passed>(
    db,
    sql`SELECT to_char(date_trunc('week', reviewed_at AT TIME ZONE ${timeZone}), 'YYYY-MM-DD') AS week, ${passedCounts}
        FROM (${trueReviews(userId, since)}) reviews WHERE interval_days >= 1 GROUP BY 1`,
  );
}

/** True retention since `since`, by the previous interval's range and by deck. */
export async function trueRetention(db: Db, userId: string, since: Date): Promise<ProAnalytics['trueRetention']> {
  const [byInterval, byDeck] = await Promise.all([
    rows<{ range: string } & Passed>(
      db,
      sql`SELECT CASE WHEN interval_days <= 7 THEN '1-7' WHEN interval_days <= 30 THEN '8-30'
                      WHEN interval_days <= 90 THEN '31-90' ELSE '91+' END AS range, ${passedCounts}
          FROM (${trueReviews(userId, since)}) reviews WHERE interval_days >= 1 GROUP BY 1`,
    ),
    rows<{ deck: string | null } & Passed>(
      db,
      sql`SELECT d.name AS deck, ${passedCounts}
          FROM (${trueReviews(userId, since)}) reviews
          JOIN cards c ON c.id = reviews.card_id AND c.user_id = ${userId}
          LEFT JOIN decks d ON d.id = c.deck_id AND d.user_id = ${userId}
          WHERE interval_days >= 1
          GROUP BY d.id, d.name ORDER BY count(*) DESC, d.name NULLS LAST`,
    ),
  ]);
  const ranges = new Map(byInterval.map((row) => [row.range, row]));
  return {
    byInterval: retentionIntervalRanges.map((range) => ({
      range,
      reviews: Number(ranges.get(range)?.reviews ?? 0),
      passed: Number(ranges.get(range)?.passed ?? 0),
    })),
    byDeck: byDeck.map((row) => ({ deck: row.deck, reviews: Number(row.reviews), passed: Number(row.passed) })),
  };
}
