import type { CardGenerationNote, GeneratedCard } from '@kurio/shared/card-generation';
import { AiError } from '../ai-service';
import { distinctCards } from '../cards/card-list';
import { comparedSides, matchComparison, matchTopic } from './wordnet/topic-match';
import { suggestTopics } from './wordnet/topic-suggestions';
import { type Entry, relation, type WordNet } from './wordnet/wordnet';
import { wordNetCards } from './wordnet/wordnet-cards';

/** The fewest cards worth offering a suggested topic for. */
const enoughCards = 3;
export const connectHint = 'To write about any topic, connect a model (see “Connecting a model” in the README).';

const cardsOf = (wordNet: WordNet, entry: Entry) => distinctCards(wordNetCards(wordNet, entry));

const cannotCover = (topic: string, suggestions: string[] = []) =>
  new AiError(
    'cannotCover',
    `Offline mode cannot write cards on “${topic}”: it only knows English words and phrases from its dictionary. ${connectHint} Or paste your notes to make cards from them.`,
    suggestions,
  );

const interleave = <T>(first: T[], second: T[]) =>
  Array.from({ length: Math.max(first.length, second.length) }, (_, at) => [first[at], second[at]])
    .flat()
    .filter((card): card is T => card !== undefined);

/** "X vs Y": a card on the difference, then cards on each side in the meanings that make them comparable. */
function comparisonCards(
  wordNet: WordNet,
  topic: string,
  quantity: number,
): { cards: GeneratedCard[]; note?: CardGenerationNote } {
  const pair = matchComparison(wordNet, topic);
  if (!pair) throw cannotCover(topic);
  const [first, second] = pair;
  const definition = (entry: Entry) => `**${entry.lemma}**: ${entry.senses[0]?.definition ?? ''}`;
  const difference: GeneratedCard = {
    question: `What is the difference between ${first.lemma} and ${second.lemma}?`,
    answer: `${definition(first)}\n\n${definition(second)}`,
  };
  const cards = distinctCards([difference, ...interleave(cardsOf(wordNet, first), cardsOf(wordNet, second))]).slice(
    0,
    quantity,
  );
  if (cards.length === quantity) return { cards };
  return {
    cards,
    note: {
      message: `Offline mode could write ${cards.length} of ${quantity} cards on “${topic}”. For more, paste your notes or connect a model (see “Connecting a model” in the README).`,
    },
  };
}

/**
 * The fields a word's noun meanings belong to when they belong to more than one ("fraction": chemistry and
 * mathematics): cards on the first would be on the wrong sense for a learner of the other, so the learner
 * chooses ("fraction in mathematics").
 */
function fieldsOf(wordNet: WordNet, entry: Entry): string[] {
  const fields = entry.senses
    .filter((sense) => sense.pos === 'noun')
    .flatMap((sense) => wordNet.related(sense, relation.topicDomain).slice(0, 1))
    .map((domain) => domain.words[0] ?? '');
  const distinct = [...new Set(fields.filter(Boolean))];
  return distinct.length > 1 ? distinct : [];
}

/**
 * Up to `quantity` dictionary cards on a topic, with a note when they are fewer or about part of the topic.
 * Throws cannotCover, with the nearest dictionary entries as suggestions, when the dictionary lacks the topic.
 */
export function topicCards(
  wordNet: WordNet,
  topic: string,
  quantity: number,
): { cards: GeneratedCard[]; note?: CardGenerationNote } {
  if (comparedSides(topic)) return comparisonCards(wordNet, topic, quantity);
  const match = matchTopic(wordNet, topic);
  if (!match) {
    const suggestions = suggestTopics(wordNet, topic, (entry) => cardsOf(wordNet, entry).length >= enoughCards);
    throw cannotCover(topic, suggestions);
  }
  const fields = match.leftOut.length === 0 ? fieldsOf(wordNet, match.entry) : [];
  if (fields.length > 0) {
    const choices = fields
      .map((field) => `${match.entry.lemma} in ${field}`)
      .filter((choice) => {
        const chosen = matchTopic(wordNet, choice);
        return chosen && cardsOf(wordNet, chosen.entry).length >= enoughCards;
      });
    throw new AiError(
      'cannotCover',
      `“${topic}” has meanings in ${fields.join(' and ')}: choose one below so the cards are on the one you study. ${connectHint}`,
      choices,
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
