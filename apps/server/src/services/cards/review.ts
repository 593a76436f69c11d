import { cardMessages, type NextCardResponse, type ReviewResponse } from '@kurio/shared/cards';
import { and, asc, desc, eq, gt, lte, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cardReviews, cards } from '../../db/schema/index';
import { HttpError, notFound } from '../../http/http-error';
import { getCard, selectCards, toApiCard } from './cards';
import { describeDueIn } from './local-time';
import { scheduleReview } from './schedule';
import type { SchedulerEngine } from './scheduler-state';

interface Scope {
  deckId?: number;
  exclude?: number;
}

function scopeFilters(userId: string, scope: Scope): SQL[] {
  const filters: SQL[] = [eq(cards.userId, userId)];
  if (scope.deckId) filters.push(eq(cards.deckId, scope.deckId));
  if (scope.exclude) filters.push(ne(cards.id, scope.exclude));
  return filters;
}

/** The most overdue card, or when nothing is due, when the next one will be. */
export async function nextCard(
  db: Db,
  userId: string,
  scope: Scope,
  now: Date,
  timeZone: string,
): Promise<NextCardResponse> {
  const filters = scopeFilters(userId, scope);
  const [due] = await selectCards(db)
    .where(and(...filters, lte(cards.dueAt, now)))
    .orderBy(asc(cards.dueAt), asc(cards.id))
    .limit(1);
  if (due) return { card: toApiCard(due) };
  const [upcoming] = await db
    .select({ dueAt: cards.dueAt })
    .from(cards)
    .where(and(...filters, gt(cards.dueAt, now)))
    .orderBy(asc(cards.dueAt))
    .limit(1);
  if (!upcoming) return { dueIn: null, dueAt: null };
  return { dueIn: describeDueIn(now, upcoming.dueAt, timeZone), dueAt: upcoming.dueAt.getTime() };
}

/** Records one review and reschedules the card; the log keeps the state before and after for undo. */
export async function reviewCard(
  db: Db,
  userId: string,
  input: { id: number; quality: number; engine: SchedulerEngine },
  now: Date,
  timeZone: string,
): Promise<ReviewResponse> {
  return db.transaction(async (tx) => {
    const [card] = await tx
      .select({ dueAt: cards.dueAt, schedulerState: cards.schedulerState })
      .from(cards)
      .where(and(eq(cards.id, input.id), eq(cards.userId, userId)))
      .for('update');
    if (!card) throw notFound(cardMessages.notFound);
    const next = scheduleReview(card.schedulerState, input.quality, input.engine, now);
    await tx
      .update(cards)
      .set({ dueAt: next.dueAt, schedulerState: next.state })
      .where(and(eq(cards.id, input.id), eq(cards.userId, userId)));
    await tx.insert(cardReviews).values({
      userId,
      cardId: input.id,
      reviewedAt: now,
      quality: input.quality,
      engine: input.engine,
      dueBefore: card.dueAt,
      dueAfter: next.dueAt,
      stateBefore: card.schedulerState,
      stateAfter: next.state,
    });
    return {
      id: input.id,
      dueAt: next.dueAt.getTime(),
      dueIn: describeDueIn(now, next.dueAt, timeZone),
      engine: input.engine,
    };
  });
}

/** Takes back the user's latest review: the card gets exactly the state it had before, and the log entry goes. */
export async function undoLastReview(db: Db, userId: string) {
  const restored = await db.transaction(async (tx) => {
    const [last] = await tx
      .select()
      .from(cardReviews)
      .where(eq(cardReviews.userId, userId))
      .orderBy(desc(cardReviews.id))
      .limit(1)
      .for('update');
    if (!last) throw new HttpError(404, 'nothingToUndo', 'There is no rating to undo.');
    await tx
      .update(cards)
      .set({ dueAt: last.dueBefore, schedulerState: last.stateBefore })
      .where(and(eq(cards.id, last.cardId), eq(cards.userId, userId)));
    await tx.delete(cardReviews).where(eq(cardReviews.id, last.id));
    return last;
  });
  return { card: await getCard(db, userId, restored.cardId), quality: restored.quality };
}
