import { plural } from '../text/word-forms';
import { terms } from '../text/words';
import { everyEntry, lookupPhrase, sayingWords, topicTokens } from './topic-match';
import type { TopicPart } from './topic-parts';
import { type Entry, lexFiles, meaningKey, relation, type Synset, type WordNet } from './wordnet';

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

/** One reading of a heading. */
interface Heading {
  /** Its meanings: one of the whole heading's, else each word's first noun meaning. */
  senses: Synset[];
  /** Their stemmed words, and the heading's own. */
  words: Set<string>;
}

/**
 * A heading word's entry in the singular: "organs" is also filed on its own, as offal (variety meat), which would
 * set the heart and the liver of "organs of the body" in the butcher's meaning.
 */
function baseEntry(wordNet: WordNet, token: string): Entry | undefined {
  const entries = everyEntry(wordNet, [token]);
  return entries.find((entry) => plural(entry.lemma) === token) ?? entries[0];
}

/**
 * The heading's readings: one for each noun meaning of the whole heading if the dictionary has it ("golf clubs": the
 * club people join, the club a golfer swings), else one from each word's first noun meaning.
 */
function readHeadings(wordNet: WordNet, tokens: string[]): Heading[] {
  const whole = lookupPhrase(wordNet, tokens);
  const readings = whole
    ? nounsOf(whole).map((sense) => [sense])
    : [tokens.flatMap((token) => nounsOf(baseEntry(wordNet, token) ?? { lemma: token, senses: [] }).slice(0, 1))];
  return readings.map((senses) => {
    const words = new Set(terms(tokens.join(' ')));
    for (const sense of senses) for (const word of sayingWords(wordNet, sense)) words.add(word);
    return { senses, words };
  });
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

/**
 * A listed term's meaning, from its entries in each form ("irons": the shackles, and the iron that is a golf club):
 * its only meaning when the dictionary knows no other, noun or not ("enjambment"), else the one the heading
 * points to.
 */
function meaningOfListed(wordNet: WordNet, entries: Entry[], heading: Heading): Synset | undefined {
  const senses = [
    ...new Map(entries.flatMap((entry) => entry.senses).map((sense) => [meaningKey(sense), sense])).values(),
  ];
  if (senses.length === 1) return senses[0]!.pos === 'noun' ? senses[0] : undefined;
  const [first] = entries;
  return first && meaningUnder(wordNet, { lemma: first.lemma, senses }, heading);
}

/** The entry a meaning was read from, for the lemma a card names ("irons" → iron). */
const entryWith = (entries: Entry[], meaning: Synset) =>
  entries.find((candidate) => candidate.senses.some((sense) => meaningKey(sense) === meaningKey(meaning)));

/** A listed word with the heading's last word, when the dictionary has them as one ("cadences: plagal" → plagal cadence). */
function withHeadWord(wordNet: WordNet, item: string, head: string | undefined): Entry | undefined {
  if (!head) return undefined;
  const phrase = lookupPhrase(wordNet, [...topicTokens(item), head]);
  return phrase && nounsOf(phrase).length > 0 ? phrase : undefined;
}

/**
 * A topic that lists terms under a heading ("Eye anatomy - pupil, iris, lens, cornea, retina"), each term in its
 * only meaning, or in the meaning the heading points to: the only one the dictionary files under the heading's
 * meaning, else the one whose gloss, broader terms, wholes or field share words with it, clearly more than the
 * term's other meanings do. The heading is read in its first meaning when that settles at least three terms and
 * most of those listed, else in another that settles every one; undefined otherwise: a lone word the heading does
 * not settle is never guessed.
 */
export function matchHeadingList(wordNet: WordNet, topic: string): HeadingList | undefined {
  const { heading, items } = headingAndList(topic) ?? { heading: '', items: [] };
  if (items.length === 0) return undefined;
  const tokens = topicTokens(heading).filter((token) => !listWords.has(token));
  // Each term is looked up once, for every reading of the heading. Its last word ("shock") may follow a listed
  // describing word ("septic" → septic shock).
  const listed = items.map((item) => {
    const compound = withHeadWord(wordNet, item, tokens.at(-1));
    return { item, compound, entries: compound ? [compound] : everyEntry(wordNet, topicTokens(item)) };
  });
  // The first reading stands when it settles most terms; another is taken only when it settles every one.
  const [first, ...others] = readHeadings(wordNet, tokens).map((reading) => listUnder(wordNet, listed, reading));
  if (first && first.terms.length >= fewestTerms && first.terms.length >= items.length * settledShare) return first;
  return others.find((other) => other.unsettled.length === 0 && other.terms.length >= fewestTerms);
}

/** Each listed term in the meaning one reading of the heading points to, or unsettled. */
function listUnder(
  wordNet: WordNet,
  listed: { item: string; compound: Entry | undefined; entries: Entry[] }[],
  heading: Heading,
): HeadingList {
  const settled: TopicPart[] = [];
  const unsettled: string[] = [];
  for (const { item, compound, entries } of listed) {
    // A phrase that ends in the heading's word and has one meaning is already in the heading's meaning.
    const meaning =
      compound && nounsOf(compound).length === 1 ? nounsOf(compound)[0] : meaningOfListed(wordNet, entries, heading);
    const entry = meaning && entryWith(entries, meaning);
    if (entry && meaning) settled.push({ entry: { lemma: entry.lemma, senses: [meaning] }, field: false });
    else unsettled.push(item);
  }
  return withoutStrayNames(withoutUnlinkedNames(wordNet, withLoneNouns(listed, settled, unsettled), heading));
}

/** The kinds a capitalised word names one of: a place (Mesa, Arizona) or a person (Camillo Golgi). */
const nameKinds = new Set<number>([lexFiles.location, lexFiles.person]);

/** A settled term that names a person or a place: a capital in its dictionary form ("Mary", "Golgi"). */
const isName = (part: TopicPart) =>
  nameKinds.has(part.entry.senses[0]!.lexFile) && /\p{Lu}/u.test(part.entry.senses[0]!.words[0] ?? '');

/** Named people or places the heading files at least this many of show the list is of those it files. */
const linkedNamesNeeded = 3;

/**
 * A name WordNet knows in one meaning may name someone else: among Tudor monarchs the dictionary files Henry VII,
 * Edward VI and Elizabeth I under the monarchs, while its only "Mary" is the mother of Jesus. When the heading
 * files three or more of the listed names under it, a listed name it does not file is left unsettled.
 */
function withoutUnlinkedNames(wordNet: WordNet, list: HeadingList, heading: Heading): HeadingList {
  const names = list.terms.filter(isName);
  const unlinked = names.filter((part) => !belongsUnder(wordNet, part.entry.senses[0]!, heading));
  return names.length - unlinked.length < linkedNamesNeeded ? list : leaveUnsettled(list, unlinked);
}

/** Terms of one kind (things, acts, places: WordNet's lexicographer file) that show what a list is of. */
const sameKindNeeded = 3;

/**
 * An unsettled term with one noun meaning beside verbs ("ladle": to ladle soup) names that thing when at least
 * two other terms of the list are settled or lone nouns of the same kind: "whisk, ladle, colander, grater" are all
 * artifacts. Alone, its one noun meaning could be another field's ("encoding" is a computer's).
 */
function withLoneNouns(
  listed: { item: string; entries: Entry[] }[],
  settled: TopicPart[],
  unsettled: string[],
): HeadingList {
  const lone = listed.flatMap(({ item, entries }) => {
    if (!unsettled.includes(item)) return [];
    const nouns = [...new Map(entries.flatMap(nounsOf).map((sense) => [meaningKey(sense), sense])).values()];
    const entry = nouns.length === 1 ? entryWith(entries, nouns[0]!) : undefined;
    return entry ? [{ item, sense: nouns[0]!, entry }] : [];
  });
  const kinds = [...settled.map((part) => part.entry.senses[0]!.lexFile), ...lone.map(({ sense }) => sense.lexFile)];
  const ofKind = (lexFile: number) => kinds.filter((kind) => kind === lexFile).length;
  const joining = lone.filter(({ sense }) => ofKind(sense.lexFile) >= sameKindNeeded);
  if (joining.length === 0) return { terms: settled, unsettled };
  const joined = new Set(joining.map(({ item }) => item));
  return {
    terms: [
      ...settled,
      ...joining.map(({ sense, entry }) => ({ entry: { lemma: entry.lemma, senses: [sense] }, field: false })),
    ],
    unsettled: unsettled.filter((item) => !joined.has(item)),
  };
}

/**
 * A person or a place among things of one kind is another thing's name: "organelles: nucleus, ribosome, mitochondria,
 * golgi" lists the Golgi apparatus, not Camillo Golgi, the one meaning WordNet has for the word. A settled term that
 * names a person or a place (a capital in its dictionary form) beside three or more terms of another kind is left
 * unsettled.
 */
function withoutStrayNames(list: HeadingList): HeadingList {
  const kindOf = (part: TopicPart) => part.entry.senses[0]!.lexFile;
  const counts = new Map<number, number>();
  for (const part of list.terms) counts.set(kindOf(part), (counts.get(kindOf(part)) ?? 0) + 1);
  const common = [...counts].find(([, count]) => count >= sameKindNeeded)?.[0];
  const stray = list.terms.filter((part) => common !== undefined && kindOf(part) !== common && isName(part));
  return leaveUnsettled(list, stray);
}

/** The list with these settled terms moved among the unsettled, named by their lemma. */
function leaveUnsettled(list: HeadingList, parts: TopicPart[]): HeadingList {
  if (parts.length === 0) return list;
  return {
    terms: list.terms.filter((part) => !parts.includes(part)),
    unsettled: [...list.unsettled, ...parts.map((part) => part.entry.lemma)],
  };
}
