import { renderCard } from '@kurio/shared/card-render';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { cardReviews, cards, decks } from '../../../db/schema/index';
import { formatDelimitedRows } from './delimited';

const header = ['question', 'answer', 'deck'];

/**
 * The user's cards, or one deck's, oldest first, with their deck names and schedules: each card's question and
 * answer rendered for it, and its note as written.
 */
export async function ownCards(db: Db, userId: string, deckId?: number) {
  const rows = await db
    .select({
      id: cards.id,
      note: { type: cards.cardType, question: cards.question, answer: cards.answer },
      noteId: cards.noteId,
      ordinal: cards.ordinal,
      deck: decks.name,
      dueAt: cards.dueAt,
      createdAt: cards.createdAt,
      schedulerState: cards.schedulerState,
    })
    .from(cards)
    .leftJoin(decks, eq(decks.id, cards.deckId))
    .where(and(eq(cards.userId, userId), deckId ? eq(cards.deckId, deckId) : undefined))
    .orderBy(asc(cards.id));
  return rows.map((row) => ({ ...row, ...renderCard(row.note, row.ordinal) }));
}

export async function exportCsv(db: Db, userId: string, deckId?: number): Promise<string> {
  const rows = await ownCards(db, userId, deckId);
  const lines = [header, ...rows.map((row) => [row.question, row.answer, row.deck ?? ''])];
  return formatDelimitedRows(lines, ',', '\r\n');
}

/** Anki's text import reads these header lines: tab separator, plain text, and the deck from column 3. */
export async function exportAnkiTsv(db: Db, userId: string, deckId?: number): Promise<string> {
  const rows = await ownCards(db, userId, deckId);
  const headerLines = ['#separator:tab', '#html:false', '#columns:Question\tAnswer\tDeck', '#deck column:3'];
  const cardLines = rows.map((row) => [row.question, row.answer, row.deck ?? 'Kurio']);
  return `${headerLines.join('\n')}\n${formatDelimitedRows(cardLines, '\t', '\n')}`;
}

/** Every card with its scheduler state and full review history. */
export async function exportJson(db: Db, userId: string, deckId?: number) {
  const rows = await ownCards(db, userId, deckId);
  const reviews = await db
    .select({ review: cardReviews })
    .from(cardReviews)
    .innerJoin(cards, eq(cards.id, cardReviews.cardId))
    .where(and(eq(cardReviews.userId, userId), deckId ? eq(cards.deckId, deckId) : undefined))
    .orderBy(asc(cardReviews.id));
  const byCard = new Map<number, (typeof cardReviews.$inferSelect)[]>();
  for (const { review } of reviews) {
    const list = byCard.get(review.cardId) ?? [];
    list.push(review);
    byCard.set(review.cardId, list);
  }
  return {
    exportedAt: new Date().toISOString(),
    cards: rows.map((row) => ({
      id: row.id,
      question: row.question,
      answer: row.answer,
      deck: row.deck,
      createdAt: row.createdAt.toISOString(),
      dueAt: row.dueAt.toISOString(),
      schedulerState: row.schedulerState,
      reviews: (byCard.get(row.id) ?? []).map((review) => ({
        reviewedAt: review.reviewedAt.toISOString(),
        quality: review.quality,
        answerMs: review.answerMs,
        engine: review.engine,
        dueBefore: review.dueBefore.toISOString(),
        dueAfter: review.dueAfter.toISOString(),
        stateBefore: review.stateBefore,
        stateAfter: review.stateAfter,
      })),
    })),
  };
}
