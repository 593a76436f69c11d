import type { ChatTurn, ConversationSummary } from '../adapters/ai/ai-service';
import { isQuestion, stopWords, words } from './text/words';
import { getWordNet } from './wordnet/wordnet';

const maxTopics = 5;
const feelings = ['sad', 'scared', 'afraid', 'worried', 'angry', 'lonely', 'happy', 'excited', 'hurt'];
/** Everyday words WordNet also lists as nouns ("I saw", "a bit") that are not what a chat was about. */
const notTopics = new Set([
  'saw',
  'bit',
  'lot',
  'kind',
  'sort',
  'time',
  'day',
  'today',
  'way',
  'felt',
  'left',
  'found',
  'will',
  'might',
  'need',
  'fine',
  'best',
]);

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** Nouns the child used most often (WordNet decides what is a noun), most frequent first. */
function topicsOf(texts: string[]): string[] {
  const counts = new Map<string, number>();
  const wordNet = getWordNet();
  for (const word of texts.flatMap(words)) {
    if (word.length < 3 || stopWords.has(word) || notTopics.has(word) || feelings.includes(word)) continue;
    const lemma = wordNet.lookup(word);
    if (!lemma?.senses.some((sense) => sense.pos === 'noun')) continue;
    counts.set(lemma.lemma, (counts.get(lemma.lemma) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, maxTopics)
    .map(([topic]) => topic);
}

/** Summary and insights for parents, computed from the transcript itself. */
export function offlineConversationSummary(messages: ChatTurn[]): ConversationSummary {
  const child = messages.filter((message) => message.role === 'user').map((message) => message.content);
  if (child.length === 0) {
    return { summary: 'Your child has not said anything in this session yet.', insights: [] };
  }
  const questions = child.filter(isQuestion);
  const topics = topicsOf(child);
  const childWords = child.flatMap(words);
  const mentionedFeelings = feelings.filter((feeling) => childWords.includes(feeling));
  const summary = [
    `This conversation had ${plural(messages.length, 'message')}: ${plural(child.length, 'message')} from your child and ${plural(messages.length - child.length, 'reply', 'replies')} from the companion.`,
    `Your child asked ${plural(questions.length, 'question')}.`,
    topics.length > 0 ? `Topics that came up: ${topics.join(', ')}.` : 'No clear topic came up.',
  ].join(' ');
  const insights: string[] = [];
  if (questions.length > 0) {
    insights.push(
      `Your child was curious: ${plural(questions.length, 'question')}, for example “${questions[0]?.trim()}”.`,
    );
  }
  if (topics[0]) insights.push(`Try exploring “${topics[0]}” together: a book, a walk or a drawing about it.`);
  if (mentionedFeelings.length > 0) {
    insights.push(`Your child mentioned feeling ${mentionedFeelings.join(', ')}. It may be worth a gentle chat.`);
  }
  const averageWords = Math.round(childWords.length / child.length);
  insights.push(
    averageWords >= 8
      ? `Your child spoke in full sentences (about ${averageWords} words a message).`
      : `Your child's messages were short (about ${averageWords} words each); open questions can invite longer answers.`,
  );
  return { summary, insights };
}
