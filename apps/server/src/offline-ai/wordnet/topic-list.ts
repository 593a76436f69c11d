import { terms } from '../text/words';
import { lookupPhrase, sayingWords, topicTokens } from './topic-match';
import type { TopicPart } from './topic-parts';
import { type Entry, relation, type Synset, type WordNet } from './wordnet';

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

/** A topic's heading and its listed terms, when it is written as a heading, then a list of at least three. */
export function headingAndList(topic: string): { heading: string; items: string[] } | undefined {
  const [, heading = '', list = ''] = headingThenList.exec(topic) ?? [];
  const items = listItems(list);
  return items.length >= fewestTerms ? { heading, items } : undefined;
}

export const isHeadingList = (topic: string) => headingAndList(topic) !== undefined;

const nounsOf = (entry: Entry) => entry.senses.filter((sense) => sense.pos === 'noun');

interface Heading {
  /** Its main meanings: the whole heading's if the dictionary has it, else each word's first noun meaning. */
  senses: Synset[];
  /** Their stemmed words, and the heading's own. */
  words: Set<string>;
  /** Its last word, which a listed describing word may belong before ("shock": "septic" → septic shock). */
  head: string | undefined;
}

function readHeading(wordNet: WordNet, heading: string): Heading {
  const tokens = topicTokens(heading).filter((token) => !listWords.has(token));
  const whole = lookupPhrase(wordNet, tokens);
  const senses = whole
    ? nounsOf(whole).slice(0, 1)
    : tokens.flatMap((token) => nounsOf(lookupPhrase(wordNet, [token]) ?? { lemma: token, senses: [] }).slice(0, 1));
  const words = new Set(terms(tokens.join(' ')));
  for (const sense of senses) for (const word of sayingWords(wordNet, sense)) words.add(word);
  return { senses, words, head: tokens.at(-1) };
}

/** Steps up from a term's meaning through its broader terms, wholes and field that still say it belongs under a heading. */
const linkSteps = 4;
const upward = [...relation.hypernym, ...relation.holonym, ...relation.topicDomain];

/** Whether a meaning is, within a few steps, a kind of, a part of or a term of one of the heading's meanings. */
function belongsUnder(wordNet: WordNet, sense: Synset, heading: Heading): boolean {
  const wanted = new Set(heading.senses.map((headingSense) => headingSense.offset));
  let level = [sense];
  const seen = new Set([sense.offset]);
  for (let step = 0; step < linkSteps && level.length > 0; step++) {
    level = level.flatMap((at) => wordNet.related(at, upward)).filter((next) => !seen.has(next.offset));
    for (const next of level) seen.add(next.offset);
    if (level.some((next) => wanted.has(next.offset))) return true;
  }
  return false;
}

/**
 * The term's meaning the heading points to: the only one the dictionary files under it (the ear's "hammer" is part
 * of the middle ear, which is part of the ear), else one whose words share clearly more with it than the others'.
 */
function meaningUnder(wordNet: WordNet, entry: Entry, heading: Heading): Synset | undefined {
  const linked = nounsOf(entry).filter((sense) => belongsUnder(wordNet, sense, heading));
  if (linked.length === 1) return linked[0];
  const scored = nounsOf(entry)
    .map((sense) => ({
      sense,
      shared: [...sayingWords(wordNet, sense)].filter((word) => heading.words.has(word) && word !== entry.lemma).length,
    }))
    .sort((a, b) => b.shared - a.shared);
  const [best, next] = scored;
  if (!best || best.shared < sharedNeeded || (next && best.shared - next.shared < margin)) return undefined;
  return best.sense;
}

/** A listed word with the heading's last word, when the dictionary has them as one ("cadences: plagal" → plagal cadence). */
function withHeadWord(wordNet: WordNet, item: string, heading: Heading): Entry | undefined {
  if (!heading.head) return undefined;
  const phrase = lookupPhrase(wordNet, [...topicTokens(item), heading.head]);
  return phrase && nounsOf(phrase).length > 0 ? phrase : undefined;
}

/**
 * A topic that lists terms under a heading ("Eye anatomy - pupil, iris, lens, cornea, retina"), each term in the
 * meaning the heading points to: the only one the dictionary files under the heading's main meanings, else the one
 * whose gloss, broader terms, wholes or field share words with them, clearly more than the term's other meanings do. Undefined unless at least three terms, and most
 * of those listed, are settled so: a lone word the heading does not settle is never guessed.
 */
export function matchHeadingList(wordNet: WordNet, topic: string): HeadingList | undefined {
  const { heading, items } = headingAndList(topic) ?? { heading: '', items: [] };
  if (items.length === 0) return undefined;
  const context = readHeading(wordNet, heading);
  const settled: TopicPart[] = [];
  const unsettled: string[] = [];
  for (const item of items) {
    const compound = withHeadWord(wordNet, item, context);
    const entry = compound ?? lookupPhrase(wordNet, topicTokens(item));
    // A phrase that ends in the heading's word and has one meaning is already in the heading's meaning.
    const only = compound && nounsOf(compound).length === 1 ? nounsOf(compound)[0] : undefined;
    const meaning = only ?? (entry && meaningUnder(wordNet, entry, context));
    if (entry && meaning) settled.push({ entry: { lemma: entry.lemma, senses: [meaning] }, field: false });
    else unsettled.push(item);
  }
  if (settled.length < fewestTerms || settled.length < items.length * settledShare) return undefined;
  return { terms: settled, unsettled };
}
