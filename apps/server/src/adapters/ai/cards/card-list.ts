import { type GeneratedCard, generatedCardSchema } from '@kurio/shared/card-generation';
import { AiError, type AiErrorKind } from '../ai-service';

const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The cards accepted so far: each is trimmed and must pass the shared card schema; empty ones and repeats
 * (same question, or the same reworded by case/punctuation) are turned away.
 */
export function createCardSet() {
  const seen = new Set<string>();
  const cards: GeneratedCard[] = [];
  return {
    cards,
    /** The card as kept, or undefined when it was turned away. */
    add(card: GeneratedCard): GeneratedCard | undefined {
      const key = normalize(card.question);
      const parsed = generatedCardSchema.safeParse({ question: card.question.trim(), answer: card.answer.trim() });
      if (!key || !normalize(card.answer) || seen.has(key) || !parsed.success) return undefined;
      seen.add(key);
      cards.push(parsed.data);
      return parsed.data;
    },
  };
}

/** Exactly `quantity` cards, or an error saying how many could be written. */
export function takeExactly(
  cards: GeneratedCard[],
  quantity: number,
  shortMessage: (count: number) => string,
  kind: AiErrorKind = 'cannotCover',
): GeneratedCard[] {
  const set = createCardSet();
  for (const card of cards) set.add(card);
  const unique = set.cards;
  if (unique.length < quantity) throw new AiError(kind, shortMessage(unique.length));
  return unique.slice(0, quantity);
}

/** Every card of a stream, for callers that answer all at once. */
export async function collectCards(stream: AsyncIterable<GeneratedCard>): Promise<GeneratedCard[]> {
  const cards: GeneratedCard[] = [];
  for await (const card of stream) cards.push(card);
  return cards;
}
