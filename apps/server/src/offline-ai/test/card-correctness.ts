import type { GeneratedCard } from '@kurio/shared/card-generation';

/**
 * A mechanical, deliberately strict test of whether an offline card is a correct card on a topic, written
 * independently of the generator's own topic matching so the measurement cannot agree with it by construction.
 */

const fillerWords = new Set(['the', 'a', 'an', 'of', 'and', 'in', 'on', 'to', 'for', 'with', 'by', 'i', 'ii', 'iii']);
const placeholder = /\b(?:todo|tbd|lorem|ipsum|undefined|null|nan|placeholder|xxx)\b|\[object|\{\{|…$|\.\.\.$/i;

const tokens = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** The topic's content words: "Newton's laws of motion" → newton, s, laws, motion without the fillers. */
export const topicWords = (topic: string) => tokens(topic).filter((word) => !fillerWords.has(word) && word.length > 1);

/**
 * The word a topic is about: the noun before "of" ("bones of the body" → bones), else the last content word
 * ("Spanish verbs" → verbs, "World War II" → war).
 */
export function headWord(topic: string): string {
  const [beforeOf = topic] = topic.toLowerCase().split(/\s+of\s+/);
  return topicWords(beforeOf).at(-1) ?? topicWords(topic).at(-1) ?? '';
}

const commonPrefix = (a: string, b: string) => {
  let length = 0;
  while (length < a.length && a[length] === b[length]) length++;
  return length;
};

const withoutPlural = (word: string) => word.replace(/e?s$/, '');

/**
 * True when the text has the word or another form of it: short words must match exactly or but for a plural
 * ending ("laws"/"law"); longer ones may differ in their last two letters ("verbs"/"verb",
 * "mitochondria"/"mitochondrion", "volcanoes"/"volcano").
 */
export function mentions(text: string, word: string): boolean {
  return tokens(text).some((token) => {
    if (token === word || withoutPlural(token) === withoutPlural(word)) return true;
    if (token.length < 4 || word.length < 4) return false;
    return commonPrefix(token, word) >= Math.max(4, Math.min(token.length, word.length) - 2);
  });
}

export interface CardVerdict {
  card: GeneratedCard;
  correct: boolean;
  /** Why it is not correct, when it is not. */
  reason?: string;
  /** It mentions every content word of the topic, not only the head word. */
  wholeTopic: boolean;
}

/** Each card judged: a non-empty answer with real words, no placeholder text, a new question, on the topic. */
export function judgeCards(topic: string, cards: GeneratedCard[]): CardVerdict[] {
  const seen = new Set<string>();
  const head = headWord(topic);
  const all = topicWords(topic);
  return cards.map((card) => {
    const text = `${card.question}\n${card.answer}`;
    const key = tokens(card.question).join(' ');
    const wholeTopic = all.every((word) => mentions(text, word));
    const verdict = (reason?: string): CardVerdict => ({ card, correct: !reason, reason, wholeTopic });
    if (tokens(card.answer).filter((word) => word.length > 1).length === 0) return verdict('empty answer');
    if (placeholder.test(card.question) || placeholder.test(card.answer)) return verdict('placeholder text');
    if (seen.has(key)) return verdict('repeated question');
    seen.add(key);
    if (!mentions(text, head)) return verdict(`does not mention “${head}”`);
    return verdict();
  });
}
