import { diffChars } from 'diff';

/**
 * A typed answer as it is compared: accents dropped, case folded, runs of spaces made one, and punctuation at
 * either end ignored ("Paris." is "paris"). An answer that is only punctuation keeps it, so "?" still needs "?".
 */
export function normaliseAnswer(text: string): string {
  const folded = text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase().replace(/\s+/g, ' ').trim();
  const bare = folded.replace(/^[\p{P}\p{S}\s]+|[\p{P}\p{S}\s]+$/gu, '');
  return bare || folded;
}

/** Whether a typed answer counts as the expected one. */
export const sameAnswer = (typed: string, expected: string) => normaliseAnswer(typed) === normaliseAnswer(expected);

export interface AnswerPart {
  text: string;
  /** `same` in both; `missing` from the typed answer; `extra` typed but not in the answer. */
  kind: 'same' | 'missing' | 'extra';
}

export interface AnswerComparison {
  correct: boolean;
  parts: AnswerPart[];
  /** The rating the comparison suggests (docs/product.md §9 scale); the learner still chooses. */
  suggestedQuality: number;
}

/** Compares a typed answer with the expected one, character by character, after normalising both. */
export function compareTypedAnswer(typed: string, expected: string): AnswerComparison {
  const given = normaliseAnswer(typed);
  const wanted = normaliseAnswer(expected);
  const parts = diffChars(given, wanted).map(
    (change): AnswerPart => ({
      text: change.value,
      kind: change.added ? 'missing' : change.removed ? 'extra' : 'same',
    }),
  );
  const wrong = parts.reduce((sum, part) => sum + (part.kind === 'same' ? 0 : part.text.length), 0);
  const correct = wrong === 0;
  const share = wrong / Math.max(wanted.length, 1);
  const suggestedQuality = correct ? 4 : !given ? 0 : share <= 0.2 ? 3 : share <= 0.5 ? 2 : 1;
  return { correct, parts, suggestedQuality };
}
