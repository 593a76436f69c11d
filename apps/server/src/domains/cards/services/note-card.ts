import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { cards } from '../../../db/schema/index';
import { getCard } from './cards';

/**
 * A card with the ordinals its note's cards have now: the editor previews a save by them (ordinalsAfterSave), so a
 * card the learner deleted is not counted again.
 */
export async function getCardWithNote(db: Db, userId: string, id: number) {
  const card = await getCard(db, userId, id);
  const siblings = await db
    .select({ ordinal: cards.ordinal })
    .from(cards)
    .where(and(eq(cards.userId, userId), eq(cards.noteId, card.noteId)))
    .orderBy(asc(cards.ordinal));
  return { card, noteOrdinals: siblings.map((sibling) => sibling.ordinal) };
}
