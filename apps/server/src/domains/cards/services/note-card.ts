import type { Card } from '@kurio/shared/cards';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { cards } from '../../../db/schema/index';
import { getCard } from './cards';

/**
 * The ordinals the note's cards have now; one the learner deleted is missing. The editor previews a save by them
 * (ordinalsAfterSave), so a deleted card is not counted again.
 */
export async function noteCardOrdinals(db: Db, userId: string, noteId: string): Promise<number[]> {
  const siblings = await db
    .select({ ordinal: cards.ordinal })
    .from(cards)
    .where(and(eq(cards.userId, userId), eq(cards.noteId, noteId)))
    .orderBy(asc(cards.ordinal));
  return siblings.map((sibling) => sibling.ordinal);
}

/** A card as card/get and card/update answer it: with its note's ordinals. */
export const withNoteOrdinals = async (db: Db, userId: string, card: Card) => ({
  card,
  noteOrdinals: await noteCardOrdinals(db, userId, card.noteId),
});

export const getCardWithNote = async (db: Db, userId: string, id: number) =>
  withNoteOrdinals(db, userId, await getCard(db, userId, id));
