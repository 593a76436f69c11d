import type { NextCardResponse, ReviewResponse } from '@kurio/shared/cards';
import { describeDueIn } from '@kurio/shared/local-time';
import type { SchedulerEngine } from '@kurio/shared/scheduler/scheduler-state';
import { and, asc, desc, eq, gt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { preparedPerDatabase, timestampValue } from '../../../db/prepared';
import { cardReviews, cards } from '../../../db/schema/index';
import { notFound } from '../../domain-error';
import { getCard, selectCards, toApiCard } from './cards';
import { rateCard } from './rate-card';
import { compareSteps, replayReviews, reviewsSince } from './replay-reviews';

interface Scope {
  deckId?: number;
  exclude?: number;
}

/** The scope's conditions, with placeholders for its values: each shape of scope is one SQL text. */
function scopeFilters(scope: Scope): SQL[] {
  const filters: SQL[] = [eq(cards.userId, sql.placeholder('userId'))];
  if (scope.deckId) filters.push(eq(cards.deckId, sql.placeholder('deckId')));
  if (scope.exclude) filters.push(ne(cards.id, sql.placeholder('exclude')));
  return filters;
}

const defineNextCardQueries = (scope: Scope, shape: string) =>
  preparedPerDatabase((db) => {
    const filters = scopeFilters(scope);
    return {
      due: selectCards(db)
        .where(and(...filters, lte(cards.dueAt, sql.placeholder('now'))))
        .orderBy(asc(cards.dueAt), asc(cards.id))
        .limit(1)
        .prepare(`kurio_next_due_${shape}`),
      upcoming: db
        .select({ dueAt: cards.dueAt })
        .from(cards)
        .where(and(...filters, gt(cards.dueAt, sql.placeholder('now'))))
        .orderBy(asc(cards.dueAt))
        .limit(1)
        .prepare(`kurio_next_upcoming_${shape}`),
    };
  });
const nextCardQueriesByShape = new Map<string, ReturnType<typeof defineNextCardQueries>>();

function nextCardQueries(db: Db, scope: Scope) {
  const shape = `${scope.deckId ? 'deck' : 'all'}_${scope.exclude ? 'skip' : 'all'}`;
  let queries = nextCardQueriesByShape.get(shape);
  if (!queries) {
    queries = defineNextCardQueries(scope, shape);
    nextCardQueriesByShape.set(shape, queries);
  }
  return queries(db);
}

/** The most overdue card, or when nothing is due, when the next one will be. */
export async function nextCard(
  db: Db,
  userId: string,
  scope: Scope,
  now: Date,
  timeZone: string,
): Promise<NextCardResponse> {
  const queries = nextCardQueries(db, scope);
  const values = { userId, deckId: scope.deckId, exclude: scope.exclude, now: timestampValue(now) };
  const [due] = await queries.due.execute(values);
  if (due) return { card: toApiCard(due) };
  const [upcoming] = await queries.upcoming.execute(values);
  if (!upcoming) return { dueIn: null, dueAt: null };
  return { dueIn: describeDueIn(now, upcoming.dueAt, timeZone), dueAt: upcoming.dueAt.getTime() };
}

/** Records one review and reschedules the card (rate-card.ts). */
export async function reviewCard(
  db: Db,
  userId: string,
  input: { id: number; quality: number; engine: SchedulerEngine },
  now: Date,
  timeZone: string,
): Promise<ReviewResponse> {
  const dueAt = await rateCard(db, { ...input, userId, now });
  return { id: input.id, dueAt: dueAt.getTime(), dueIn: describeDueIn(now, dueAt, timeZone), engine: input.engine };
}

/**
 * Takes back the user's latest review: the log entry goes and the card gets exactly the state it had before, or,
 * when the card has reviews made later (synced from another device), the state those give without it.
 */
export async function undoLastReview(db: Db, userId: string) {
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
    await replayReviews(tx, userId, last.cardId, { state: last.stateBefore, dueAt: last.dueBefore }, after);
    return last;
  });
  return { card: await getCard(db, userId, restored.cardId), quality: restored.quality };
}
