import type { CardGenerationNote, GeneratedCard } from '@kurio/shared/card-generation';
import { AiError, type AiService } from '../adapters/ai/ai-service';
import { distinctCards } from '../adapters/ai/cards/card-list';
import { offlineCompanionReply } from './companion-replies';
import { offlineConversationSummary } from './conversation-summary';
import { notesCards } from './notes-cards';
import { connectHint, topicCards } from './topic-cards';
import { offlineTutorReply } from './tutor-reply';
import { getWordNet } from './wordnet/wordnet';
import { wordNetLesson } from './wordnet/wordnet-lesson';

/** Streams text in small pieces, like a model would, so the browser path is the same. */
async function* inPieces(text: string): AsyncIterable<string> {
  for (const piece of text.match(/[^\n]*\n*|\n+/g) ?? []) if (piece) yield piece;
}

/** Up to `quantity` cards from the learner's notes, with a note when they are fewer; an error when there are none. */
function cardsFromNotes(sourceText: string, quantity: number): { cards: GeneratedCard[]; note?: CardGenerationNote } {
  const cards = distinctCards(notesCards(sourceText)).slice(0, quantity);
  const how = 'It makes cards from sentences like “X is Y” or “X means Y” and from key terms.';
  if (cards.length === 0) {
    throw new AiError(
      'cannotCover',
      `Offline mode found no cards in these notes. ${how} Add more notes or connect a model (see “Connecting a model” in the README).`,
    );
  }
  if (cards.length === quantity) return { cards };
  const message = `Offline mode could write ${cards.length} of ${quantity} cards from these notes. ${how} For more, add notes or connect a model.`;
  return { cards, note: { message } };
}

/** The provider used when no model is configured: honest answers from WordNet and the learner's own text. */
export function createOfflineAiService(): AiService {
  return {
    mode: 'offline',
    async *generateCards({ topic, quantity, sourceText }) {
      // All offline cards are known at once, so a topic it cannot cover fails before the first card is sent.
      const { cards, note } = sourceText?.trim()
        ? cardsFromNotes(sourceText, quantity)
        : topicCards(getWordNet(), topic, quantity);
      yield* cards;
      return note;
    },
    tutorReply(input) {
      return inPieces(offlineTutorReply(input));
    },
    async companionReply(input) {
      return { reply: offlineCompanionReply(input), flagged: false };
    },
    async summarizeConversation(messages) {
      return offlineConversationSummary(messages);
    },
    createLesson(topic) {
      const sections = wordNetLesson(getWordNet(), topic);
      if (!sections) {
        throw new AiError(
          'cannotCover',
          `Offline mode cannot write a lesson on “${topic}”: it only knows English words and phrases from its dictionary. ${connectHint}`,
        );
      }
      return inPieces(sections.join('\n\n'));
    },
  };
}
