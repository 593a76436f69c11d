import type { GeneratedCard } from '@kurio/shared/card-generation';
import { clozeDeletions, clozeNumbers, fillCloze } from '@kurio/shared/cloze';
import type { CardStream } from '../ai-service';

/**
 * A generated card as the original API answered it, a question and answer: a cloze card becomes "Fill in the
 * blank" with its first deletion number blanked and those words as the answer, as the generator wrote before
 * cloze cards (decision 168).
 */
export function asBasicCard(card: GeneratedCard): GeneratedCard {
  if (card.type !== 'cloze') return card;
  const [number = 1] = clozeNumbers(card.question);
  const hidden = clozeDeletions(card.question).filter((deletion) => deletion.number === number);
  const answer = `**${hidden[0]?.answer ?? ''}**`;
  return {
    question: `Fill in the blank: “${fillCloze(card.question, number, () => '_____')}”`,
    answer: card.answer ? `${answer}\n\n${card.answer}` : answer,
  };
}

/** The stream with every card as the original API answered it, for a client that does not take cloze cards. */
export async function* asBasicCards(stream: CardStream): CardStream {
  try {
    for (let result = await stream.next(); ; result = await stream.next()) {
      if (result.done) return result.value;
      yield asBasicCard(result.value);
    }
  } finally {
    // Stopped early (the client went), the model's stream is closed too.
    await stream.return(undefined);
  }
}
