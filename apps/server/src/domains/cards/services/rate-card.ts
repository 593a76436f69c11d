import type { CardType } from '@kurio/shared/card-render';
import { cardMessages } from '@kurio/shared/card-rules';
import type { FsrsSettings } from '@kurio/shared/scheduler/fsrs-settings';
import type { SchedulerEngine, SchedulerState } from '@kurio/shared/scheduler/scheduler-state';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { timestampValue } from '../../../db/prepared';
import { cards } from '../../../db/schema/index';
import { notFound } from '../../domain-error';
import { scheduleWithLoad } from './fsrs/balanced-schedule';

export interface Rating {
  userId: string;
  id: number;
  quality: number;
  answerMs?: number;
  engine: SchedulerEngine;
  fsrs: FsrsSettings;
  now: Date;
  /** Until when the card's siblings are buried. */
  buryUntil: Date;
}

interface CardVersion {
  dueAt: Date;
  schedulerState: SchedulerState;
  version: string;
  /** A basic note has no siblings to bury. */
  cardType: CardType;
}

/** The card's schedule, row version and type (card_version, migration 0025). */
async function readCardVersion(db: Db, rating: Rating): Promise<CardVersion | undefined> {
  const { rows } = await db.execute<{
    due_at: Date | string;
    scheduler_state: SchedulerState;
    version: string;
    card_type: CardType;
  }>(sql`SELECT * FROM card_version(${rating.userId}, ${rating.id})`);
  const [row] = rows;
  return (
    row && {
      dueAt: new Date(row.due_at),
      schedulerState: row.scheduler_state,
      version: row.version,
      cardType: row.card_type,
    }
  );
}

/** The same, under the row's lock, inside a transaction: the read that cannot miss. */
async function lockCardVersion(tx: Db, rating: Rating): Promise<CardVersion | undefined> {
  const [row] = await tx
    .select({
      dueAt: cards.dueAt,
      schedulerState: cards.schedulerState,
      version: sql<string>`xmin::text`,
      cardType: cards.cardType,
    })
    .from(cards)
    .where(and(eq(cards.id, rating.id), eq(cards.userId, rating.userId)))
    .for('no key update');
  return row;
}

/**
 * Reads the card and its row version (xmin), then reschedules it and logs the review in one statement that
 * only applies while the row is still that version (card_rate). Answers the new due time, or undefined when
 * the card changed in between (rated concurrently).
 */
async function rateIfUnchanged(db: Db, rating: Rating, lock: boolean) {
  const card = await (lock ? lockCardVersion(db, rating) : readCardVersion(db, rating));
  if (!card) throw notFound(cardMessages.notFound);
  const next = await scheduleWithLoad(db, { ...rating, cardId: rating.id, state: card.schedulerState });
  const { rows } = await db.execute<{ review_id: number | string | null }>(sql`
    SELECT card_rate(${rating.userId}, ${rating.id}, ${card.version}, ${timestampValue(rating.now)},
      ${rating.quality}, ${rating.engine}, ${timestampValue(card.dueAt)}, ${timestampValue(next.dueAt)},
      ${JSON.stringify(card.schedulerState)}, ${JSON.stringify(next.state)},
      ${card.cardType === 'basic' ? null : timestampValue(rating.buryUntil)}, ${rating.answerMs ?? null}) AS review_id`);
  return rows[0]?.review_id == null ? undefined : next.dueAt;
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
