import type { Deck, DeckSpeechRequest } from '@kurio/shared/cards';
import { isDeckLanguage } from '@kurio/shared/deck-language';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { cards, decks } from '../../../db/schema/index';
import { conflict, notFound } from '../../domain-error';
import { detectDeckLanguages } from './deck-language';

/** The user's deck of this name (case-insensitive), created when missing. */
export async function findOrCreateDeck(
  db: Db,
  userId: string,
  name: string,
  /** An import job creating the deck tags it, so undoing the job removes it again. */
  importJobId?: string,
): Promise<{ id: number; name: string }> {
  const [created] = await db
    .insert(decks)
    .values({ userId, name, importJobId })
    .onConflictDoNothing()
    .returning({ id: decks.id, name: decks.name });
  if (created) return created;
  const [existing] = await db
    .select({ id: decks.id, name: decks.name })
    .from(decks)
    .where(and(eq(decks.userId, userId), sql`lower(${decks.name}) = lower(${name})`));
  return existing!;
}

export async function listDecks(db: Db, userId: string): Promise<Deck[]> {
  const [rows, detected] = await Promise.all([
    db
      .select({
        id: decks.id,
        name: decks.name,
        cardCount: count(cards.id),
        language: decks.language,
        readAloud: decks.readAloud,
      })
      .from(decks)
      .leftJoin(cards, and(eq(cards.deckId, decks.id), eq(cards.userId, userId)))
      .where(eq(decks.userId, userId))
      .groupBy(decks.id)
      .orderBy(asc(sql`lower(${decks.name})`)),
    detectDeckLanguages(db, userId),
  ]);
  return rows.map((deck) => ({
    ...deck,
    language: deck.language && isDeckLanguage(deck.language) ? deck.language : null,
    detectedLanguage: detected.get(deck.id) ?? null,
  }));
}

const oneDeck = async (db: Db, userId: string, deckId: number) =>
  (await listDecks(db, userId)).find((d) => d.id === deckId)!;

export async function assertOwnDeck(db: Db, userId: string, deckId: number): Promise<void> {
  const [deck] = await db
    .select({ id: decks.id })
    .from(decks)
    .where(and(eq(decks.id, deckId), eq(decks.userId, userId)));
  if (!deck) throw notFound('Deck not found');
}

export async function renameDeck(db: Db, userId: string, deckId: number, name: string): Promise<Deck> {
  await assertOwnDeck(db, userId, deckId);
  const [clash] = await db
    .select({ id: decks.id })
    .from(decks)
    .where(and(eq(decks.userId, userId), sql`lower(${decks.name}) = lower(${name})`, sql`${decks.id} <> ${deckId}`));
  if (clash) {
    throw conflict('You already have a deck with this name.', 'deckNameTaken', {
      fieldErrors: { name: 'You already have a deck with this name.' },
    });
  }
  await db
    .update(decks)
    .set({ name })
    .where(and(eq(decks.id, deckId), eq(decks.userId, userId)));
  return oneDeck(db, userId, deckId);
}

/** Sets the language the deck is read aloud in (null: the detected one) and whether it is read aloud. */
export async function setDeckSpeech(db: Db, userId: string, speech: DeckSpeechRequest): Promise<Deck> {
  await assertOwnDeck(db, userId, speech.id);
  await db
    .update(decks)
    .set({ language: speech.language, readAloud: speech.readAloud })
    .where(and(eq(decks.id, speech.id), eq(decks.userId, userId)));
  return oneDeck(db, userId, speech.id);
}
