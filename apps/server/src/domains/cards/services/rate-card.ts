import { cardMessages } from '@kurio/shared/card-rules';
import { scheduleReview } from '@kurio/shared/scheduler/schedule';
import type { SchedulerEngine } from '@kurio/shared/scheduler/scheduler-state';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { preparedPerDatabase, timestampValue } from '../../../db/prepared';
import { cards } from '../../../db/schema/index';
import { notFound } from '../../domain-error';

export interface Rating {
  userId: string;
  id: number;
  quality: number;
  engine: SchedulerEngine;
  now: Date;
}

const readCardVersion = (db: Db) =>
  db
    .select({ dueAt: cards.dueAt, schedulerState: cards.schedulerState, version: sql<string>`xmin::text` })
    .from(cards)
    .where(and(eq(cards.id, sql.placeholder('id')), eq(cards.userId, sql.placeholder('userId'))));
const cardVersionQuery = preparedPerDatabase((db) => readCardVersion(db).prepare('kurio_card_version'));

interface RateCardValues {
  id: number;
  userId: string;
  version: string;
  now: Date;
  quality: number;
  engine: string;
  dueBefore: Date;
  dueAfter: Date;
  stateBefore: unknown;
  stateAfter: unknown;
}

/** Reschedules the card and logs the review, only while the card is still the version that was read. */
const rateCardSql = (v: RateCardValues) => sql`
  WITH rescheduled AS (
    UPDATE cards SET due_at = ${timestampValue(v.dueAfter)}::timestamptz, scheduler_state = ${JSON.stringify(v.stateAfter)}::jsonb
    WHERE id = ${v.id} AND user_id = ${v.userId} AND xmin = ${v.version}::xid
    RETURNING id
  )
  INSERT INTO card_reviews
    (user_id, card_id, reviewed_at, quality, engine, due_before, due_after, state_before, state_after)
  SELECT ${v.userId}, id, ${timestampValue(v.now)}::timestamptz, ${v.quality}, ${v.engine},
         ${timestampValue(v.dueBefore)}::timestamptz, ${timestampValue(v.dueAfter)}::timestamptz,
         ${JSON.stringify(v.stateBefore)}::jsonb, ${JSON.stringify(v.stateAfter)}::jsonb
  FROM rescheduled
  RETURNING id`;

/**
 * Reads the card and its row version (xmin), then reschedules it and logs the review in one statement that
 * only applies while the row is still that version. Answers the new due time, or undefined when the card
 * changed in between (rated concurrently).
 */
async function rateIfUnchanged(db: Db, rating: Rating, lock: boolean) {
  const values = { id: rating.id, userId: rating.userId };
  const [card] = await (lock
    ? readCardVersion(db).for('no key update').execute(values)
    : cardVersionQuery(db).execute(values));
  if (!card) throw notFound(cardMessages.notFound);
  const next = scheduleReview(card.schedulerState, rating.quality, rating.engine, rating.now);
  const logged = await db.execute<{ id: number }>(
    rateCardSql({
      ...values,
      version: card.version,
      now: rating.now,
      quality: rating.quality,
      engine: rating.engine,
      dueBefore: card.dueAt,
      dueAfter: next.dueAt,
      stateBefore: card.schedulerState,
      stateAfter: next.state,
    }),
  );
  return logged.rows.length > 0 ? next.dueAt : undefined;
}

/**
 * Records one review and reschedules the card; the log keeps the state before and after for undo. Answers the
 * new due time. Two round trips without a transaction in the usual case; if the card was rated concurrently, it
 * is read again under its row lock (which cannot miss), so ratings of one card apply one after the other.
 */
export async function rateCard(db: Db, rating: Rating): Promise<Date> {
  return (
    (await rateIfUnchanged(db, rating, false)) ?? (await db.transaction((tx) => rateIfUnchanged(tx, rating, true)))!
  );
}
