import type { CardGenerationNote, GeneratedCard } from '@kurio/shared/card-generation';
import { AiError } from '../ai-service';
import { distinctCards } from '../cards/card-list';
import { matchTopic } from './wordnet/topic-match';
import { suggestTopics } from './wordnet/topic-suggestions';
import type { Entry, WordNet } from './wordnet/wordnet';
import { wordNetCards } from './wordnet/wordnet-cards';

/** The fewest cards worth offering a suggested topic for. */
const enoughCards = 3;
export const connectHint = 'To write about any topic, connect a model (see “Connecting a model” in the README).';

const cardsOf = (wordNet: WordNet, entry: Entry) => distinctCards(wordNetCards(wordNet, entry));

/**
 * Up to `quantity` dictionary cards on a topic, with a note when they are fewer or about part of the topic.
 * Throws cannotCover, with the nearest dictionary entries as suggestions, when the dictionary lacks the topic.
 */
export function topicCards(
  wordNet: WordNet,
  topic: string,
  quantity: number,
): { cards: GeneratedCard[]; note?: CardGenerationNote } {
  const match = matchTopic(wordNet, topic);
  if (!match) {
    const suggestions = suggestTopics(wordNet, topic, (entry) => cardsOf(wordNet, entry).length >= enoughCards);
    throw new AiError(
      'cannotCover',
      `Offline mode cannot write cards on “${topic}”: it only knows English words and phrases from its dictionary. ${connectHint} Or paste your notes to make cards from them.`,
      suggestions,
    );
  }
  const cards = cardsOf(wordNet, match.entry).slice(0, quantity);
  const { lemma } = match.entry;
  const notes: string[] = [];
  if (match.leftOut.length > 0) {
    notes.push(`Offline mode’s dictionary has no entry for “${topic}”, so these cards are about “${lemma}”.`);
  }
  if (cards.length < quantity) {
    notes.push(
      `Offline mode could write ${cards.length} of ${quantity} cards on “${lemma}”. For more, paste your notes or connect a model (see “Connecting a model” in the README).`,
    );
  }
  return notes.length > 0 ? { cards, note: { message: notes.join(' ') } } : { cards };
}
