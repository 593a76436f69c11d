import type { GeneratedCard } from '@kurio/shared/card-generation';
import { AiError, type AiService } from '../ai-service';
import { takeExactly } from '../cards/card-list';
import { offlineCompanionReply } from './companion-replies';
import { notesCards } from './notes-cards';
import { offlineSessionSummary } from './session-summary';
import { offlineTutorReply } from './tutor-reply';
import { getWordNet } from './wordnet/wordnet';
import { wordNetCards } from './wordnet/wordnet-cards';
import { wordNetLesson } from './wordnet/wordnet-lesson';

const connectHint = 'To write about any topic, connect a model (see “Connecting a model” in the README).';

/** Streams text in small pieces, like a model would, so the browser path is the same. */
async function* inPieces(text: string): AsyncIterable<string> {
  for (const piece of text.match(/[^\n]*\n*|\n+/g) ?? []) if (piece) yield piece;
}

/** Exactly `quantity` cards from the learner's notes or the dictionary, or a message saying what is possible. */
function offlineCards(topic: string, quantity: number, sourceText: string | undefined): GeneratedCard[] {
  if (sourceText?.trim()) {
    return takeExactly(
      notesCards(sourceText),
      quantity,
      (count) =>
        `Offline mode found ${count === 0 ? 'no' : `only ${count}`} card${count === 1 ? '' : 's'} in these notes. ` +
        `It makes cards from sentences like “X is Y” or “X means Y” and from key terms. Add more notes, choose fewer cards, or connect a model (see “Connecting a model” in the README).`,
    );
  }
  const cards = wordNetCards(getWordNet(), topic);
  return takeExactly(cards, quantity, (count) =>
    count === 0
      ? `Offline mode cannot write cards on “${topic}”: it only knows English words and phrases from its dictionary. ${connectHint} Or paste your notes to make cards from them.`
      : `Offline mode can write only ${count} card${count === 1 ? '' : 's'} on “${topic}” from its dictionary. Choose fewer cards, paste your notes, or connect a model (see “Connecting a model” in the README).`,
  );
}

/** The provider used when no model is configured: honest answers from WordNet and the learner's own text. */
export function createOfflineAiService(): AiService {
  return {
    mode: 'offline',
    async *generateCards({ topic, quantity, sourceText }) {
      // All offline cards are known at once, so a short list fails before the first card is sent.
      yield* offlineCards(topic, quantity, sourceText);
    },
    tutorReply(input) {
      return inPieces(offlineTutorReply(input));
    },
    async companionReply(input) {
      return { reply: offlineCompanionReply(input), flagged: false };
    },
    async summarizeSession(messages) {
      return offlineSessionSummary(messages);
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
