import { type DeckLanguage, isDeckLanguage } from '@kurio/shared/deck-language';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';

/** Enough of a deck's text to tell its language, without reading every card of a large deck. */
const sampleCards = 30;
/** A guess counts only when it is this many times likelier than the next: short, mixed text is left undetected. */
const clearLead = 2;

/**
 * The language of the text when the detector is clearly sure of one, else null. The detector's tables are loaded
 * on first use: held from start-up they cost ~28 MB of the server's memory at rest (decision 185).
 */
export async function detectLanguage(text: string): Promise<DeckLanguage | null> {
  const { detectAll } = await import('tinyld');
  const [best, next] = detectAll(text);
  if (!best || (next && best.accuracy < next.accuracy * clearLead)) return null;
  return isDeckLanguage(best.lang) ? best.lang : null;
}

/**
 * The language each of the user's decks is written in, detected from the text of its first cards (decision 153);
 * a deck whose language cannot be told for sure, or is not one the app reads aloud, is left out.
 */
export async function detectDeckLanguages(db: Db, userId: string): Promise<Map<number, DeckLanguage>> {
  const { rows } = await db.execute<{ deck_id: number | string; text: string }>(sql`
    SELECT deck_id, string_agg(question || ' ' || answer, ' ') AS text
    FROM (
      SELECT deck_id, question, answer, row_number() OVER (PARTITION BY deck_id ORDER BY id) AS n
      FROM cards WHERE user_id = ${userId} AND deck_id IS NOT NULL
    ) sample
    WHERE n <= ${sampleCards}
    GROUP BY deck_id`);
  const languages = new Map<number, DeckLanguage>();
  for (const row of rows) {
    const language = await detectLanguage(row.text);
    if (language) languages.set(Number(row.deck_id), language);
  }
  return languages;
}
