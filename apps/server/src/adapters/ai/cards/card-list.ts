import type { GeneratedCard } from '@kurio/shared/card-generation';
import { AiError, type AiErrorKind } from '../ai-service';

const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Trims every card and drops empty ones and repeats (same question, or same question and answer reworded by case/punctuation). */
export function uniqueCards(cards: GeneratedCard[]): GeneratedCard[] {
  const seen = new Set<string>();
  const result: GeneratedCard[] = [];
  for (const card of cards) {
    const question = card.question.trim();
    const answer = card.answer.trim();
    const key = normalize(question);
    if (!key || !normalize(answer) || seen.has(key)) continue;
    seen.add(key);
    result.push({ question, answer });
  }
  return result;
}

/** Exactly `quantity` cards, or an error saying how many could be written. */
export function takeExactly(
  cards: GeneratedCard[],
  quantity: number,
  shortMessage: (count: number) => string,
  kind: AiErrorKind = 'cannotCover',
): GeneratedCard[] {
  const unique = uniqueCards(cards);
  if (unique.length < quantity) throw new AiError(kind, shortMessage(unique.length));
  return unique.slice(0, quantity);
}
