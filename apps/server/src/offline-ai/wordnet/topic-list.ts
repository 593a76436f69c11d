import { terms } from '../text/words';
import { lookupPhrase, sayingWords, topicTokens } from './topic-match';
import type { TopicPart } from './topic-parts';
import type { Entry, Synset, WordNet } from './wordnet';

export interface HeadingList {
  /** The terms whose meaning the heading settles, as listed, each in that meaning. */
  terms: TopicPart[];
  /** The terms it does not settle: none of their meanings shares enough with the heading, or two do alike. */
  unsettled: string[];
}

/** "eye anatomy: pupil, iris, lens" or "coastal landforms - spit, stack, arch": a heading, then a list. */
const headingThenList = /^\s*([^:–—-]+?)\s*(?::|\s[-–—]\s)\s*(.+)$/;
/** Fewest listed terms read as a list, and the share of them the heading must settle. */
const fewestTerms = 3;
const settledShare = 0.6;
/** Words a meaning must share with the heading's, and by how many more than any other meaning of the term. */
const sharedNeeded = 3;
const margin = 2;
/** Words of a heading that say it is a list, not what of ("skiing terms", "river features", "archery kit"). */
const listWords = new Set(
  'terms term features feature positions types type kinds kind parts part basics techniques technique kit words names list main key common stages structure'.split(
    ' ',
  ),
);

const listItems = (list: string) =>
  list
    .replace(/\([^)]*\)/g, ' ')
    .split(/\s*(?:,|;|&|\/|\band\b|\betc\b\.?)\s*/)
    .map((item) => item.trim())
    .filter((item) => item !== '' && !/^(?:what|how|why|when|explain|pls|please)\b/i.test(item));

/** Whether a topic is written as a heading, then a list of at least three terms. */
export const isHeadingList = (topic: string) => listItems(headingThenList.exec(topic)?.[2] ?? '').length >= fewestTerms;

const nounsOf = (entry: Entry) => entry.senses.filter((sense) => sense.pos === 'noun');

/** The stemmed words of the heading's main meanings: the whole heading's if the dictionary has it, else each word's. */
function headingWords(wordNet: WordNet, heading: string): Set<string> {
  const tokens = topicTokens(heading).filter((token) => !listWords.has(token));
  const whole = lookupPhrase(wordNet, tokens);
  const senses = whole
    ? nounsOf(whole).slice(0, 1)
    : tokens.flatMap((token) => nounsOf(lookupPhrase(wordNet, [token]) ?? { lemma: token, senses: [] }).slice(0, 1));
  const words = new Set(terms(tokens.join(' ')));
  for (const sense of senses) for (const word of sayingWords(wordNet, sense)) words.add(word);
  return words;
}

/** The term's meaning the heading points to, when one shares clearly more with it than the others. */
function meaningUnder(wordNet: WordNet, entry: Entry, heading: Set<string>): Synset | undefined {
  const scored = nounsOf(entry)
    .map((sense) => ({
      sense,
      shared: [...sayingWords(wordNet, sense)].filter((word) => heading.has(word) && word !== entry.lemma).length,
    }))
    .sort((a, b) => b.shared - a.shared);
  const [best, next] = scored;
  if (!best || best.shared < sharedNeeded || (next && best.shared - next.shared < margin)) return undefined;
  return best.sense;
}

/**
 * A topic that lists terms under a heading ("Eye anatomy - pupil, iris, lens, cornea, retina"), each term in the
 * meaning the heading points to: the one whose gloss, broader terms, wholes or field share words with the heading's
 * main meanings, clearly more than the term's other meanings do. Undefined unless at least three terms, and most
 * of those listed, are settled so: a lone word the heading does not settle is never guessed.
 */
export function matchHeadingList(wordNet: WordNet, topic: string): HeadingList | undefined {
  const [, heading = '', list = ''] = headingThenList.exec(topic) ?? [];
  const items = listItems(list);
  if (items.length < fewestTerms) return undefined;
  const context = headingWords(wordNet, heading);
  const settled: TopicPart[] = [];
  const unsettled: string[] = [];
  for (const item of items) {
    const entry = lookupPhrase(wordNet, topicTokens(item));
    const meaning = entry && meaningUnder(wordNet, entry, context);
    if (entry && meaning) settled.push({ entry: { lemma: entry.lemma, senses: [meaning] }, field: false });
    else unsettled.push(item);
  }
  if (settled.length < fewestTerms || settled.length < items.length * settledShare) return undefined;
  return { terms: settled, unsettled };
}
