import { normaliseAnswer } from '@kurio/shared/typed-answer';
import { type Random, type StudyCard, shuffled } from './study-card';

/** Multiple choice shows the right answer among at most this many. */
export const maxOptions = 4;

export interface ChoiceOptions {
  options: string[];
  /** Where the right answer is in `options`. */
  answerIndex: number;
}

/**
 * Answers of other cards in the card's deck that read differently from its own answer (after normalising), each
 * once: the wrong options a question can offer.
 */
export function distractorsFor(card: StudyCard, pool: readonly StudyCard[]): string[] {
  const seen = new Set([normaliseAnswer(card.answer)]);
  const out: string[] = [];
  for (const other of pool) {
    if (other.id === card.id || other.deckId !== card.deckId) continue;
    const key = normaliseAnswer(other.answer);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(other.answer);
  }
  return out;
}

/**
 * The right answer and up to three distractors, in random order; null when the deck offers no distractor
 * (a one-card deck, or every answer the same), since one option is no choice.
 */
export function choiceOptions(card: StudyCard, pool: readonly StudyCard[], random: Random): ChoiceOptions | null {
  const wrong = shuffled(distractorsFor(card, pool), random).slice(0, maxOptions - 1);
  if (wrong.length === 0) return null;
  const options = shuffled([card.answer, ...wrong], random);
  return { options, answerIndex: options.indexOf(card.answer) };
}
