import { type ProAnalytics, retentionIntervalRanges } from '@kurio/shared/cards';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';

type Passed = { reviews: number; passed: number };

/** The rows of one aggregate query. */
export async function rows<Row extends Record<string, unknown>>(db: Db, query: SQL): Promise<Row[]> {
  return (await db.execute<Row>(query)).rows;
}

const passedCounts = sql`count(*)::int AS reviews, count(*) FILTER (WHERE quality >= 3)::int AS passed`;

/**
 * The reviews that count towards true retention (docs/decisions/138): those whose previous interval, from the card's
 * previous review to the due date that review set, was at least a day. A card's first review has no previous one.
 * Both engines keep `fsrs.lastReview` on every review, so this holds whichever engine set the due date.
 * The CTE is materialised so that card_reviews is read once for the three groupings: PGlite runs no autovacuum, so
 * its row estimates can be far off, and an inlined subquery could be planned as the inner side of a nested loop.
 */
function trueRetentionQuery(userId: string, timeZone: string, since: Date, weeksSince: Date): SQL {
  return sql`
    WITH reviews AS MATERIALIZED (
      SELECT card_id, quality, reviewed_at, interval_days FROM (
        SELECT card_id, quality, reviewed_at,
               round((extract(epoch FROM due_before) * 1000 - (state_before->'fsrs'->>'lastReview')::float8)
                     / 86400000) AS interval_days
        FROM card_reviews
        WHERE user_id = ${userId} AND reviewed_at >= ${since} AND state_before->'fsrs'->>'lastReview' IS NOT NULL
      ) timed WHERE interval_days >= 1),
    per_card AS MATERIALIZED (SELECT card_id, ${passedCounts} FROM reviews GROUP BY card_id)
    SELECT 'interval' AS kind,
           CASE WHEN interval_days <= 7 THEN '1-7' WHEN interval_days <= 30 THEN '8-30'
                WHEN interval_days <= 90 THEN '31-90' ELSE '91+' END AS key, ${passedCounts}
    FROM reviews GROUP BY 2
    UNION ALL
    SELECT 'week', to_char(date_trunc('week', reviewed_at AT TIME ZONE ${timeZone}), 'YYYY-MM-DD'), ${passedCounts}
    FROM reviews WHERE reviewed_at >= ${weeksSince} GROUP BY 2
    UNION ALL
    SELECT 'deck', d.name, sum(per_card.reviews)::int, sum(per_card.passed)::int
    FROM per_card JOIN cards c ON c.id = per_card.card_id AND c.user_id = ${userId}
    LEFT JOIN decks d ON d.id = c.deck_id AND d.user_id = ${userId}
    GROUP BY d.id, d.name`;
}

type Row = { kind: 'interval' | 'week' | 'deck'; key: string | null } & Passed;
const counts = (row: Passed | undefined) => ({ reviews: Number(row?.reviews ?? 0), passed: Number(row?.passed ?? 0) });

/**
 * True retention since `since`, by the previous interval's range and by deck (most reviewed first), and per local
 * week (weeks start on Monday, as `date_trunc('week')`) since `weeksSince`, keyed by the week's first day.
 */
export async function trueRetention(
  db: Db,
  { userId, timeZone }: { userId: string; timeZone: string },
  since: Date,
  weeksSince: Date,
): Promise<ProAnalytics['trueRetention'] & { byWeek: Map<string, Passed> }> {
  const all = await rows<Row>(db, trueRetentionQuery(userId, timeZone, since, weeksSince));
  const of = (kind: Row['kind']) => all.filter((row) => row.kind === kind);
  const ranges = new Map(of('interval').map((row) => [row.key, row]));
  return {
    byInterval: retentionIntervalRanges.map((range) => ({ range, ...counts(ranges.get(range)) })),
    byDeck: of('deck')
      .map((row) => ({ deck: row.key, ...counts(row) }))
      .sort(
        (a, b) =>
          b.reviews - a.reviews ||
          Number(a.deck === null) - Number(b.deck === null) ||
          (a.deck ?? '').localeCompare(b.deck ?? ''),
      ),
    byWeek: new Map(of('week').map((row) => [row.key ?? '', counts(row)])),
  };
}
