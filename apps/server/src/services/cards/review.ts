import { cardMessages, type NextCardResponse, type ReviewResponse } from '@kurio/shared/cards';
import { and, asc, desc, eq, gt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase, prepareSql, timestampValue } from '../../db/prepared';
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

type Rating = { id: number; quality: number; engine: SchedulerEngine };

const readCardVersion = (db: Db) =>
  db
    .select({ dueAt: cards.dueAt, schedulerState: cards.schedulerState, version: sql<string>`xmin::text` })
    .from(cards)
    .where(and(eq(cards.id, sql.placeholder('id')), eq(cards.userId, sql.placeholder('userId'))));
const cardVersionQuery = preparedPerDatabase((db) => readCardVersion(db).prepare('kurio_card_version'));

const value = (name: string) => sql.placeholder(name);
/** Reschedules the card and logs the review, only while the card is still the version that was read. */
const rateCardSql = sql`
  WITH rescheduled AS (
    UPDATE cards SET due_at = ${value('dueAfter')}::timestamptz, scheduler_state = ${value('stateAfter')}::jsonb
    WHERE id = ${value('id')} AND user_id = ${value('userId')} AND xmin = ${value('version')}::xid
    RETURNING id
  )
  INSERT INTO card_reviews
    (user_id, card_id, reviewed_at, quality, engine, due_before, due_after, state_before, state_after)
  SELECT ${value('userId')}, id, ${value('now')}::timestamptz, ${value('quality')}, ${value('engine')},
         ${value('dueBefore')}::timestamptz, ${value('dueAfter')}::timestamptz,
         ${value('stateBefore')}::jsonb, ${value('stateAfter')}::jsonb
  FROM rescheduled
  RETURNING id`;
const rateCardStatement = preparedPerDatabase((db) => prepareSql<{ id: number }>(db, 'kurio_rate_card', rateCardSql));

/**
 * Reads the card and its row version (xmin), then reschedules it and logs the review in one statement that
 * only applies while the row is still that version. Answers the new due time, or undefined when the card
 * changed in between (rated concurrently).
 */
async function rateIfUnchanged(db: Db, userId: string, input: Rating, now: Date, lock: boolean) {
  const values = { id: input.id, userId };
  const [card] = await (lock
    ? readCardVersion(db).for('no key update').execute(values)
    : cardVersionQuery(db).execute(values));
  if (!card) throw notFound(cardMessages.notFound);
  const next = scheduleReview(card.schedulerState, input.quality, input.engine, now);
  const statement = lock ? prepareSql<{ id: number }>(db, undefined, rateCardSql) : rateCardStatement(db);
  const logged = await statement.execute({
    ...values,
    version: card.version,
    now: timestampValue(now),
    quality: input.quality,
    engine: input.engine,
    dueBefore: timestampValue(card.dueAt),
    dueAfter: timestampValue(next.dueAt),
    stateBefore: JSON.stringify(card.schedulerState),
    stateAfter: JSON.stringify(next.state),
  });
  return logged.rows.length > 0 ? next.dueAt : undefined;
}

/**
 * Records one review and reschedules the card; the log keeps the state before and after for undo.
 * Two round trips without a transaction in the usual case; if the card was rated concurrently, it is read
 * again under its row lock (which cannot miss), so ratings of one card apply one after the other.
 */
export async function reviewCard(
  db: Db,
  userId: string,
  input: Rating,
  now: Date,
  timeZone: string,
): Promise<ReviewResponse> {
  const dueAt =
    (await rateIfUnchanged(db, userId, input, now, false)) ??
    (await db.transaction((tx) => rateIfUnchanged(tx as unknown as Db, userId, input, now, true)))!;
  return { id: input.id, dueAt: dueAt.getTime(), dueIn: describeDueIn(now, dueAt, timeZone), engine: input.engine };
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
