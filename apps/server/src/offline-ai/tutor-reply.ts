import { lastUserMessage, type TutorInput } from '../adapters/ai/ai-service';
import { rankByBm25 } from './text/bm25';
import { sentences } from './text/words';

const maxPassages = 3;

const quote = (text: string) => `> ${text.replace(/\s+/g, ' ').trim()}`;

/**
 * A grounded answer that only quotes the lesson: the transcript sentences that best match the
 * question (BM25), in lesson order, and the sentence the learner is on.
 */
export function offlineTutorReply(input: TutorInput): string {
  const question = lastUserMessage(input.messages);
  const transcript = sentences(input.lesson.fullScript);
  const current = input.currentSentence.trim();
  const best = rankByBm25(transcript, question)
    .filter((ranked) => ranked.text !== current)
    .slice(0, maxPassages)
    .sort((a, b) => a.index - b.index);
  const parts: string[] = [];
  if (best.length > 0) {
    parts.push(`Here is what the lesson says about that (quoted from the lesson):`);
    parts.push(best.map((ranked) => quote(ranked.text)).join('\n>\n'));
  } else {
    parts.push(
      question
        ? `I couldn't find a part of this lesson that talks about “${question.slice(0, 120)}”. Try asking with words the lesson uses.`
        : 'Ask me about anything in this lesson and I will point you to the part that covers it.',
    );
  }
  if (current) parts.push(`The sentence you are on right now (from the lesson):`, quote(current));
  parts.push(
    '*Offline mode: I answer by quoting the lesson itself. Connect a model to get explanations in my own words.*',
  );
  return parts.join('\n\n');
}
