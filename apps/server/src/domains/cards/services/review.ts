import type { CardType } from '@kurio/shared/card-render';
import type { NextCardResponse, ReviewResponse } from '@kurio/shared/cards';
import { describeDueIn, endOfLocalDay } from '@kurio/shared/local-time';
import type { FsrsSettings } from '@kurio/shared/scheduler/fsrs-settings';
import type { SchedulerEngine } from '@kurio/shared/scheduler/scheduler-state';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { timestampValue } from '../../../db/prepared';
import { cardReviews, cards } from '../../../db/schema/index';
import { notFound } from '../../domain-error';
import { getCard, toApiCard } from './cards';
import { rateCard } from './rate-card';
import { compareSteps, replayReviews, reviewsSince } from './replay-reviews';

interface Scope {
  deckId?: number;
  exclude?: number;
}

/** A row of card_next (migration 0025): a due card, or only the next due time (id null). */
type NextCardRow = {
  id: number | string | null;
  question: string;
  answer: string;
  card_type: CardType;
  ordinal: number;
  type_answer: boolean;
  note_id: string;
  deck_id: number | string | null;
  deck_name: string | null;
  due_at: Date | string;
  created_at: Date | string;
};

/** The most overdue card, or when nothing is due, when the next one will be. */
export async function nextCard(
  db: Db,
  userId: string,
  scope: Scope,
  now: Date,
  timeZone: string,
): Promise<NextCardResponse> {
  const { rows } = await db.execute<NextCardRow>(
    sql`SELECT * FROM card_next(${userId}, ${scope.deckId ?? null}, ${scope.exclude ?? null}, ${timestampValue(now)})`,
  );
  const [row] = rows;
  if (!row) return { dueIn: null, dueAt: null };
  const dueAt = new Date(row.due_at);
  if (row.id === null) return { dueIn: describeDueIn(now, dueAt, timeZone), dueAt: dueAt.getTime() };
  return {
    card: toApiCard({
      // node-postgres answers bigint columns as strings.
      id: Number(row.id),
      question: row.question,
      answer: row.answer,
      cardType: row.card_type,
      ordinal: row.ordinal,
      typeAnswer: row.type_answer,
      noteId: row.note_id,
      deckId: row.deck_id === null ? null : Number(row.deck_id),
      deckName: row.deck_name,
      dueAt,
      createdAt: new Date(row.created_at),
    }),
  };
}

/** Records one review and reschedules the card (rate-card.ts); its siblings wait for the next local day. */
export async function reviewCard(
  db: Db,
  userId: string,
  input: { id: number; quality: number; answerMs?: number; engine: SchedulerEngine; fsrs: FsrsSettings },
  now: Date,
  timeZone: string,
): Promise<ReviewResponse> {
  const dueAt = await rateCard(db, { ...input, userId, now, buryUntil: endOfLocalDay(now, timeZone) });
  return { id: input.id, dueAt: dueAt.getTime(), dueIn: describeDueIn(now, dueAt, timeZone), engine: input.engine };
}

/**
 * Takes back the user's latest review: the log entry goes and the card gets exactly the state it had before, or,
 * when the card has reviews made later (synced from another device), the state those give without it.
 */
export async function undoLastReview(db: Db, userId: string, fsrs: FsrsSettings) {
  const restored = await db.transaction(async (tx) => {
    const [last] = await tx
      .select()
      .from(cardReviews)
      .where(eq(cardReviews.userId, userId))
      .orderBy(desc(cardReviews.id))
      .limit(1)
      .for('update');
    if (!last) throw notFound('There is no rating to undo.', 'nothingToUndo');
    // A rating synced from another device may have been made after this one: those are replayed without it.
    const after = (await reviewsSince(tx, userId, last.cardId, last.reviewedAt)).filter(
      (step) => compareSteps(step, last) > 0,
    );
    await tx.delete(cardReviews).where(eq(cardReviews.id, last.id));
    // The siblings that rating buried come back.
    await tx
      .update(cards)
      .set({ buriedUntil: null })
      .where(
        and(
          eq(cards.userId, userId),
          eq(cards.noteId, tx.select({ noteId: cards.noteId }).from(cards).where(eq(cards.id, last.cardId))),
        ),
      );
    await replayReviews(
      tx,
      { userId, cardId: last.cardId, fsrs },
      { state: last.stateBefore, dueAt: last.dueBefore },
      after,
    );
    return last;
  });
  return { card: await getCard(db, userId, restored.cardId), quality: restored.quality };
}
