import { plural } from '../text/word-forms';
import { wordTable } from '../text/word-table';
import { stopWords } from '../text/words';
import { getWordNet } from '../wordnet/wordnet';

const capitalised = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

/** Names written with capitals, and how children's lower-case spelling of them should read. */
const properNames = wordTable({
  ...Object.fromEntries(
    `mars jupiter saturn venus mercury neptune uranus pluto earth antarctica australia amazon sahara nile
everest hawaii galileo hubble apollo armstrong andromeda ganymede christmas polaris perseverance curiosity`
      .split(/\s+/)
      .map((name) => [name, capitalised(name)]),
  ),
  't rex': 'T. rex',
  trex: 'T. rex',
  iss: 'the International Space Station',
  usa: 'the USA',
  gps: 'GPS',
  'milky way': 'the Milky Way',
  'north star': 'the North Star',
  'james webb': 'the James Webb telescope',
  'mary anning': 'Mary Anning',
  'olympus mons': 'Olympus Mons',
  'mauna loa': 'Mauna Loa',
  'challenger deep': 'the Challenger Deep',
  'angel falls': 'Angel Falls',
  'red spot': 'the Great Red Spot',
  'north pole': 'the North Pole',
  'south pole': 'the South Pole',
  'solar system': 'the solar system',
});

/** A word that describes rather than names: an adjective or adverb ("huge", "fastest"), or one WordNet lacks. */
function describes(word: string): boolean {
  if (/\d/.test(word)) return false;
  const usage = getWordNet().usage(word);
  if (!usage) return true;
  const counts = usage.tagged > 0 ? usage.taggedByPos : usage.senses;
  const describing = (counts.adj ?? 0) + (counts.adv ?? 0);
  return describing > 0 && describing >= (counts.noun ?? 0) + (counts.verb ?? 0);
}

/** Things there is only one of, which read best with "the" ("the sky", not "sky"). */
const onlyOne = new Set(['sky', 'sun', 'moon', 'sea', 'ocean', 'wind', 'universe', 'weather', 'world', 'jungle']);
const determiners = wordTable({ a: 'a', an: 'an', the: 'the', my: 'your', our: 'your', this: 'this' });

/**
 * What the child asked about, in words a reply can use after "about": their own words ("your baby teeth",
 * "the fastest animal", "volcanoes"), spelled right where they were only close ("vulcanos" → "volcanoes").
 */
export function subjectPhrase(input: {
  keyword: string;
  tokens: string[];
  span: { start: number; end: number };
}): string {
  const { keyword, tokens, span } = input;
  const said = tokens.slice(span.start, span.end).join(' ');
  const name = properNames[keyword] ?? properNames[said];
  if (name) return name;
  const lastSaid = tokens[span.end - 1] ?? '';
  const saidPlural = /[^s]s$/.test(lastSaid);
  // The child's own words when they spelled the keyword or its plural, else the keyword ("snowed" → "snow").
  const core = said === keyword || said === plural(keyword) ? said : saidPlural ? plural(keyword) : keyword;
  // Up to two describing words back to a determiner: "my best friend" → "your best friend".
  for (let back = 1; back <= 3 && span.start - back >= 0; back++) {
    const word = tokens[span.start - back] ?? '';
    const determiner = determiners[word];
    if (determiner) return [determiner, ...tokens.slice(span.start - back + 1, span.start), core].join(' ');
    if (stopWords.has(word) || !describes(word)) break;
  }
  return onlyOne.has(core) ? `the ${core}` : core;
}
