import { randomUUID } from 'node:crypto';
import { type CardType, noteOrdinals, renderCard } from '@kurio/shared/card-render';
import { cardLimitMessage, cardMessages, freeCardLimit } from '@kurio/shared/card-rules';
import type { Card, CardInput, ListCardsResponse, NoteInput } from '@kurio/shared/cards';
import { ordinalsAfterSave } from '@kurio/shared/note-save';
import { initialSchedulerState } from '@kurio/shared/scheduler/schedule';
import type { SchedulerState } from '@kurio/shared/scheduler/scheduler-state';
import { and, desc, eq, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { cards, decks, users } from '../../../db/schema/index';
import { DomainError, notFound } from '../../domain-error';
import { assertOwnDeck, findOrCreateDeck } from './decks';
import { assertOwnOcclusionImages } from './occlusion-image';

export const cardColumns = {
  id: cards.id,
  question: cards.question,
  answer: cards.answer,
  cardType: cards.cardType,
  ordinal: cards.ordinal,
  typeAnswer: cards.typeAnswer,
  noteId: cards.noteId,
  deckId: cards.deckId,
  deckName: decks.name,
  dueAt: cards.dueAt,
  createdAt: cards.createdAt,
};

type CardRow = {
  id: number;
  question: string;
  answer: string;
  cardType: CardType;
  ordinal: number;
  typeAnswer: boolean;
  noteId: string;
  deckId: number | null;
  deckName: string | null;
  dueAt: Date;
  createdAt: Date;
};

/** A card as the API answers it: its question and answer rendered from its note (card-render.ts). */
export const toApiCard = ({ question, answer, cardType, dueAt, createdAt, ...row }: CardRow): Card => ({
  ...row,
  ...pick(renderCard({ type: cardType, question, answer }, row.ordinal), 'question', 'answer'),
  type: cardType,
  note: { question, answer },
  dueAt: dueAt.getTime(),
  createdAt: createdAt.getTime(),
});

const pick = <T, K extends keyof T>(value: T, ...keys: K[]) =>
  Object.fromEntries(keys.map((key) => [key, value[key]])) as Pick<T, K>;

/** Cards with their deck name; every query goes through the owner's id. */
export const selectCards = (db: Db) => db.select(cardColumns).from(cards).leftJoin(decks, eq(decks.id, cards.deckId));

export async function getCard(db: Db, userId: string, id: number): Promise<Card> {
  const [row] = await selectCards(db).where(and(eq(cards.id, id), eq(cards.userId, userId)));
  if (!row) throw notFound(cardMessages.notFound);
  return toApiCard(row);
}

export type NewCard = Pick<CardInput, 'question' | 'answer'> &
  Partial<Pick<CardInput, 'type' | 'typeAnswer'>> & {
    deck?: string;
    /** Scheduling brought from elsewhere (an Anki package); new cards are due now. */
    schedule?: { dueAt: Date; state: SchedulerState };
    /**
     * Only this card of the note, grouped with the others of the same key (an Anki card each, with its own
     * schedule); without it, every card the note makes.
     */
    sibling?: { noteKey: string; ordinal: number };
  };

/** Rows per INSERT, well under PostgreSQL's 65,535 bind parameters. */
const insertBatch = 1000;

/**
 * On the free plan, refuses `adding` more cards past the 100-card cap. Checked under a lock on the user's row, so
 * two saves at once cannot both slip past it.
 */
async function assertRoomForCards(tx: Db, user: { id: string; pro: boolean }, adding: number) {
  if (user.pro || adding <= 0) return;
  // NO KEY UPDATE: it serializes this user's saves but, unlike FOR UPDATE, does not block the key-share locks a
  // concurrent rating's review-log insert takes on the user row while it holds the counters (a deadlock).
  await tx.execute(sql`SELECT 1 FROM ${users} WHERE ${users.id} = ${user.id} FOR NO KEY UPDATE`);
  const total = await tx.$count(cards, eq(cards.userId, user.id));
  const remaining = Math.max(0, freeCardLimit - total);
  if (adding > remaining) throw new DomainError('notAllowed', 'cardLimitReached', cardLimitMessage(remaining));
}

/**
 * Saves new notes, each as the cards it makes (one per ordinal, siblings sharing a note id), due now unless they
 * bring a schedule, each into its named deck (created when missing), all in one transaction.
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
  const noteIds = new Map<string, string>();
  const rows = newCards.flatMap(({ deck, schedule, sibling, ...fields }) => {
    const note = { ...fields, type: fields.type ?? 'basic', typeAnswer: fields.typeAnswer ?? false };
    if (!sibling) {
      const noteId = randomUUID();
      return noteOrdinals(note).map((ordinal) => ({ note, noteId, ordinal, deck, schedule }));
    }
    const noteId = noteIds.get(sibling.noteKey) ?? randomUUID();
    noteIds.set(sibling.noteKey, noteId);
    return [{ note, noteId, ordinal: sibling.ordinal, deck, schedule }];
  });
  return db.transaction(async (tx) => {
    const scoped: Db = tx;
    await assertRoomForCards(scoped, user, rows.length);
    const deckIds = new Map<string, number>();
    for (const name of new Set(newCards.flatMap((card) => (card.deck ? [card.deck.toLowerCase()] : [])))) {
      const original = newCards.find((card) => card.deck?.toLowerCase() === name)!.deck!;
      deckIds.set(name, (await findOrCreateDeck(scoped, user.id, original, options.importJobId)).id);
    }
    const schedulerState = initialSchedulerState(now);
    const ids: { id: number }[] = [];
    for (let start = 0; start < rows.length; start += insertBatch) {
      const batch = rows.slice(start, start + insertBatch);
      const inserted = await scoped
        .insert(cards)
        .values(
          batch.map(({ note, noteId, ordinal, deck, schedule }) => ({
            ...noteColumns(note),
            noteId,
            ordinal,
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
}

/** The columns every card of a note repeats. */
const noteColumns = (note: NoteInput) => ({
  question: note.question,
  answer: note.answer,
  cardType: note.type,
  typeAnswer: note.typeAnswer,
});

export async function createCards(
  db: Db,
  user: { id: string; pro: boolean },
  input: { cards: NoteInput[]; deck?: string },
): Promise<Card[]> {
  await assertOwnOcclusionImages(db, user.id, input.cards);
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

/**
 * Saves a card's note: every sibling takes the new fields, cards the note no longer makes (a cloze deletion taken
 * out) go with their reviews, and cards for content new to it are added, due now (ordinalsAfterSave). Answers the
 * card, or when it went, the note's first card.
 */
export async function updateCard(
  db: Db,
  user: { id: string; pro: boolean },
  input: NoteInput & { id: number; deckId?: number | null },
): Promise<Card> {
  if (input.deckId) await assertOwnDeck(db, user.id, input.deckId);
  await assertOwnOcclusionImages(db, user.id, [input]);
  const shownId = await db.transaction(async (tx) => {
    const scoped: Db = tx;
    const [card] = await scoped
      .select({
        noteId: cards.noteId,
        deckId: cards.deckId,
        note: { type: cards.cardType, question: cards.question, answer: cards.answer },
      })
      .from(cards)
      .where(and(eq(cards.id, input.id), eq(cards.userId, user.id)))
      .for('update');
    if (!card) throw notFound(cardMessages.notFound);
    const deckId = input.deckId !== undefined ? input.deckId : card.deckId;
    const siblings = await scoped
      .update(cards)
      .set({ ...noteColumns(input), deckId, updatedAt: new Date() })
      .where(and(eq(cards.userId, user.id), eq(cards.noteId, card.noteId)))
      .returning({ id: cards.id, ordinal: cards.ordinal });
    const existing = siblings.map((sibling) => sibling.ordinal);
    const wanted = ordinalsAfterSave(card.note, input, existing);
    const gone = siblings.flatMap((sibling) => (wanted.includes(sibling.ordinal) ? [] : [sibling.id]));
    const kept = siblings.filter((sibling) => wanted.includes(sibling.ordinal));
    const added = wanted.filter((ordinal) => !existing.includes(ordinal));
    if (gone.length > 0) await scoped.delete(cards).where(inArray(cards.id, gone));
    await assertRoomForCards(scoped, user, added.length);
    const now = new Date();
    const inserted =
      added.length === 0
        ? []
        : await scoped
            .insert(cards)
            .values(
              added.map((ordinal) => ({
                ...noteColumns(input),
                noteId: card.noteId,
                ordinal,
                userId: user.id,
                deckId,
                dueAt: now,
                schedulerState: initialSchedulerState(now),
              })),
            )
            .returning({ id: cards.id, ordinal: cards.ordinal });
    if (kept.some((sibling) => sibling.id === input.id)) return input.id;
    return [...kept, ...inserted].sort((a, b) => a.ordinal - b.ordinal)[0]!.id;
  });
  return getCard(db, user.id, shownId);
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
