import { cardInputSchema, type ImportResult } from '@kurio/shared/cards';
import type { Db } from '../../../db/client';
import { insertCards, type NewCard } from './cards';
import { parseDelimited } from './delimited';

const fallbackDeck = 'Imported';
const isHeader = (fields: string[]) =>
  fields[0]?.trim().toLowerCase() === 'question' && fields[1]?.trim().toLowerCase() === 'answer';

/**
 * Imports question/answer(/deck) rows. Bad rows are skipped and reported by line; the valid ones are
 * saved together (all or nothing, so the free plan's cap never leaves half a file behind).
 */
export async function importCards(
  db: Db,
  user: { id: string; pro: boolean },
  input: { format: 'csv' | 'tsv'; text: string; deck?: string },
): Promise<ImportResult> {
  const { rows, unterminatedAt } = parseDelimited(input.text, input.format === 'csv' ? ',' : '\t');
  const skipped: ImportResult['skipped'] = [];
  if (unterminatedAt !== undefined) {
    skipped.push({
      line: unterminatedAt,
      reason: 'A quoted field is never closed; this row and the rest were skipped',
    });
  }
  const valid: NewCard[] = [];
  let seenData = false;
  for (const row of rows) {
    if (row.fields.every((field) => field.trim() === '')) continue;
    // Anki's "#key:value" header lines come before the first card.
    if (!seenData && input.format === 'tsv' && row.fields[0]?.startsWith('#')) continue;
    const first = !seenData;
    seenData = true;
    if (first && isHeader(row.fields)) continue;
    if (row.fields.length < 2) {
      skipped.push({ line: row.line, reason: 'Needs a question and an answer' });
      continue;
    }
    const parsed = cardInputSchema.safeParse({ question: row.fields[0], answer: row.fields[1] });
    if (!parsed.success) {
      skipped.push({ line: row.line, reason: parsed.error.issues[0]!.message });
      continue;
    }
    valid.push({ ...parsed.data, deck: input.deck ?? (row.fields[2]?.trim().slice(0, 100) || fallbackDeck) });
  }
  if (valid.length > 0) await insertCards(db, user, valid);
  return { imported: valid.length, skipped };
}
