import { meaningKey, relation, type Synset, type WordNet } from '../wordnet/wordnet';
import type { Dictionary } from './dictionaries';

/** A meaning and the broader terms up to two steps above it: what it is near enough to be confused with. */
const around = (wordNet: WordNet, meaning: Synset) => new Set([meaning, ...wordNet.broader(meaning)].map(meaningKey));

const nounsOf = (wordNet: WordNet, word: string) =>
  wordNet.entry(word)?.senses.filter((sense) => sense.pos === 'noun') ?? [];

const overlaps = (one: Set<string>, other: Set<string>) => [...one].some((found) => other.has(found));

/**
 * Whether another English word the dictionary gives the same translation for shows it is the translation of
 * another meaning: that word's main meaning is near one of the other meanings and not near the one asked.
 * A synonym of the word in any of its meanings ("schooling" beside "school"), or a kind of one of its meanings
 * ("infant" beside "child"), shows nothing: translations often share the word's own ways of meaning more.
 */
function pointsElsewhere(
  wordNet: WordNet,
  other: string,
  senses: Set<string>,
  asked: Set<string>,
  others: Set<string>[],
) {
  const theirs = nounsOf(wordNet, other);
  const [main] = theirs;
  if (!main || theirs.some((sense) => senses.has(meaningKey(sense)))) return false;
  if (wordNet.related(main, relation.hypernym).some((up) => senses.has(meaningKey(up)))) return false;
  const near = around(wordNet, main);
  return !overlaps(near, asked) && others.some((meant) => overlaps(near, meant));
}

/**
 * The dictionaries keep one or two translations of an English word, of whichever meaning they list first. A
 * translation that is also another English word's, pointing at another meaning of this one, is that meaning's:
 * Indonesian "kawanan" is also "herd" (a school of fish, not a school), Greek "πορτοκαλί" also "amber" (the colour,
 * not the fruit), Russian "рабочий" also "worker" (a hand on a farm). Such a word is better left out than asked.
 * Measured on the development sets, about half the words it leaves out had a right translation (docs/decisions/189).
 */
export function translatesAnotherMeaning(
  wordNet: WordNet,
  dictionary: Dictionary,
  english: string,
  meaning: Synset,
  translation: string,
): boolean {
  const otherMeanings = nounsOf(wordNet, english).filter((sense) => sense.offset !== meaning.offset);
  const alsoFor = dictionary.englishFor(translation).filter((other) => other !== english.toLowerCase());
  if (otherMeanings.length === 0 || alsoFor.length === 0) return false;
  const senses = new Set([meaning, ...otherMeanings].map(meaningKey));
  const asked = around(wordNet, meaning);
  const others = otherMeanings.map((sense) => around(wordNet, sense));
  return alsoFor.some((other) => pointsElsewhere(wordNet, other, senses, asked, others));
}
