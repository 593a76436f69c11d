import { cardLimitMessage, cardMessages, freeCardLimit } from '@kurio/shared/card-rules';
import type { Card, CardInput, ListCardsResponse } from '@kurio/shared/cards';
import { initialSchedulerState } from '@kurio/shared/scheduler/schedule';
import type { SchedulerState } from '@kurio/shared/scheduler/scheduler-state';
import { and, desc, eq, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { cards, decks, users } from '../../../db/schema/index';
import { DomainError, notFound } from '../../domain-error';
import { assertOwnDeck, findOrCreateDeck } from './decks';

export const cardColumns = {
  id: cards.id,
  question: cards.question,
  answer: cards.answer,
  deckId: cards.deckId,
  deckName: decks.name,
  dueAt: cards.dueAt,
  createdAt: cards.createdAt,
};

type CardRow = {
  id: number;
  question: string;
  answer: string;
  deckId: number | null;
  deckName: string | null;
  dueAt: Date;
  createdAt: Date;
};

export const toApiCard = (row: CardRow): Card => ({
  ...row,
  dueAt: row.dueAt.getTime(),
  createdAt: row.createdAt.getTime(),
});

/** Cards with their deck name; every query goes through the owner's id. */
export const selectCards = (db: Db) => db.select(cardColumns).from(cards).leftJoin(decks, eq(decks.id, cards.deckId));

export async function getCard(db: Db, userId: string, id: number): Promise<Card> {
  const [row] = await selectCards(db).where(and(eq(cards.id, id), eq(cards.userId, userId)));
  if (!row) throw notFound(cardMessages.notFound);
  return toApiCard(row);
}

export type NewCard = CardInput & {
  deck?: string;
  /** Scheduling brought from elsewhere (an Anki package); new cards are due now. */
  schedule?: { dueAt: Date; state: SchedulerState };
};

/** Rows per INSERT, well under PostgreSQL's 65,535 bind parameters. */
const insertBatch = 1000;

/**
 * Saves new cards, due now unless they bring a schedule, each into its named deck (created when missing), all
 * in one transaction. On the free plan the 100-card cap is checked under a lock on the user's row, so two saves
 * at once cannot both slip past it.
 */
export async function insertCards(
  db: Db,
  user: { id: string; pro: boolean },
  newCards: NewCard[],
  now = new Date(),
  options: {
    /** More writes that stand or fall with the cards (an import's images and reviews), given the new cards' ids. */
    alongside?: (tx: Db, ids: number[]) => Promise<void>;
    /** The import job writing them, which tags the cards and any deck it creates (decision 157). */
    importJobId?: string;
  } = {},
): Promise<number[]> {
  const rows = await db.transaction(async (tx) => {
    const scoped: Db = tx;
    if (!user.pro) {
      // NO KEY UPDATE: it serializes this user's saves but, unlike FOR UPDATE, does not block the key-share locks a
      // concurrent rating's review-log insert takes on the user row while it holds the counters (a deadlock).
      await scoped.execute(sql`SELECT 1 FROM ${users} WHERE ${users.id} = ${user.id} FOR NO KEY UPDATE`);
      const total = await scoped.$count(cards, eq(cards.userId, user.id));
      const remaining = Math.max(0, freeCardLimit - total);
      if (newCards.length > remaining)
        throw new DomainError('notAllowed', 'cardLimitReached', cardLimitMessage(remaining));
    }
    const deckIds = new Map<string, number>();
    for (const name of new Set(newCards.flatMap((card) => (card.deck ? [card.deck.toLowerCase()] : [])))) {
      const original = newCards.find((card) => card.deck?.toLowerCase() === name)!.deck!;
      deckIds.set(name, (await findOrCreateDeck(scoped, user.id, original, options.importJobId)).id);
    }
    const schedulerState = initialSchedulerState(now);
    const ids: { id: number }[] = [];
    for (let start = 0; start < newCards.length; start += insertBatch) {
      const batch = newCards.slice(start, start + insertBatch);
      const inserted = await scoped
        .insert(cards)
        .values(
          batch.map(({ question, answer, deck, schedule }) => ({
            question,
            answer,
            userId: user.id,
            deckId: deck ? deckIds.get(deck.toLowerCase())! : null,
            dueAt: schedule?.dueAt ?? now,
            schedulerState: schedule?.state ?? schedulerState,
            importJobId: options.importJobId,
          })),
        )
        .returning({ id: cards.id });
      ids.push(...inserted);
    }
    const cardIds = ids.map((row) => row.id);
    await options.alongside?.(scoped, cardIds);
    return cardIds;
  });
  return rows;
}

export async function createCards(
  db: Db,
  user: { id: string; pro: boolean },
  input: { cards: CardInput[]; deck?: string },
): Promise<Card[]> {
  const ids = await insertCards(
    db,
    user,
    input.cards.map((card) => ({ ...card, deck: input.deck })),
  );
  const rows = await selectCards(db)
    .where(and(eq(cards.userId, user.id), inArray(cards.id, ids)))
    .orderBy(cards.id);
  return rows.map(toApiCard);
}

export async function updateCard(
  db: Db,
  userId: string,
  input: CardInput & { id: number; deckId?: number | null },
): Promise<Card> {
  if (input.deckId) await assertOwnDeck(db, userId, input.deckId);
  const [updated] = await db
    .update(cards)
    .set({
      question: input.question,
      answer: input.answer,
      updatedAt: new Date(),
      ...(input.deckId !== undefined ? { deckId: input.deckId } : {}),
    })
    .where(and(eq(cards.id, input.id), eq(cards.userId, userId)))
    .returning({ id: cards.id });
  if (!updated) throw notFound(cardMessages.notFound);
  return getCard(db, userId, input.id);
}

export async function deleteCard(db: Db, userId: string, id: number): Promise<void> {
  const deleted = await db
    .delete(cards)
    .where(and(eq(cards.id, id), eq(cards.userId, userId)))
    .returning({ id: cards.id });
  if (deleted.length === 0) throw notFound(cardMessages.notFound);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Newest first, keyset-paginated by id so deep pages stay as fast as the first. */
export async function listCards(
  db: Db,
  userId: string,
  query: { deckId?: number; q?: string; cursor?: number; limit: number },
): Promise<ListCardsResponse> {
  const filters: SQL[] = [eq(cards.userId, userId)];
  if (query.deckId) filters.push(eq(cards.deckId, query.deckId));
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    filters.push(or(ilike(cards.question, pattern), ilike(cards.answer, pattern))!);
  }
  const total = await db.$count(cards, and(...filters));
  const page = await selectCards(db)
    .where(and(...filters, query.cursor ? lt(cards.id, query.cursor) : undefined))
    .orderBy(desc(cards.id))
    .limit(query.limit + 1);
  const hasMore = page.length > query.limit;
  const shown = page.slice(0, query.limit).map(toApiCard);
  return { cards: shown, total, nextCursor: hasMore ? shown[shown.length - 1]!.id : null };
}
