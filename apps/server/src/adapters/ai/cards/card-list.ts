import { type CardGenerationNote, type GeneratedCard, generatedCardSchema } from '@kurio/shared/card-generation';
import type { CardStream } from '../ai-service';

const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The cards accepted so far: each is trimmed and must pass the shared card schema (a cloze text needs a deletion,
 * a basic card an answer); empty ones and repeats (same question, or the same reworded by case/punctuation) are
 * turned away.
 */
export function createCardSet() {
  const seen = new Set<string>();
  const cards: GeneratedCard[] = [];
  return {
    cards,
    /** The card as kept, or undefined when it was turned away. */
    add(card: GeneratedCard): GeneratedCard | undefined {
      const key = normalize(card.question);
      const parsed = generatedCardSchema.safeParse({
        ...card,
        question: card.question.trim(),
        answer: card.answer.trim(),
      });
      const answered = card.type === 'cloze' || normalize(card.answer);
      if (!key || !answered || seen.has(key) || !parsed.success) return undefined;
      seen.add(key);
      cards.push(parsed.data);
      return parsed.data;
    },
  };
}

/** The distinct cards of a list, in order (repeats and empty ones dropped as `createCardSet` does). */
export function distinctCards(cards: GeneratedCard[]): GeneratedCard[] {
  const set = createCardSet();
  for (const card of cards) set.add(card);
  return set.cards;
}

/** Every card of a stream and the note it ends with, for callers that answer all at once. */
export async function collectGeneration(
  stream: CardStream,
): Promise<{ cards: GeneratedCard[]; note?: CardGenerationNote }> {
  const cards: GeneratedCard[] = [];
  for (let result = await stream.next(); ; result = await stream.next()) {
    if (result.done) return result.value ? { cards, note: result.value } : { cards };
    cards.push(result.value);
  }
}

/** Every card of a stream. */
export const collectCards = async (stream: CardStream): Promise<GeneratedCard[]> =>
  (await collectGeneration(stream)).cards;
