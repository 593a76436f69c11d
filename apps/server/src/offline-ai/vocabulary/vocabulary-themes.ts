import { terms } from '../text/words';
import { sayingWords } from '../wordnet/topic-match';
import { relation, type Synset, type WordNet } from '../wordnet/wordnet';
import { commonness } from './dictionaries';
import handLists from './hand-lists.json';

/** One word to ask for: the English word, and how the question shows it when that differs ("7" for "seven"). */
export interface ThemeWord {
  english: string;
  /**
   * A synonym of one meaning only that the dictionary translates, for a word of more than one meaning ("springtime"
   * for "spring": the season, a source, a coil).
   */
  askedAs?: string;
  /** Translated only as `askedAs`: the word's own translations may be of another of its meanings. */
  onlyAsAsked?: boolean;
  shown?: string;
  /** A number's value: its words are spelled by rule, not looked up (number-words.ts). */
  value?: number;
  /** The WordNet meaning the theme takes the word in, where the theme is a WordNet class. */
  meaning?: Synset;
}

export interface Theme {
  /** The theme as the cards' note names it ("food", "numbers 1–20"). */
  label: string;
  /** Candidate words, most useful first; the caller keeps those its dictionary translates. */
  words: ThemeWord[];
}

/** A WordNet class: a lemma and which of its noun senses (0-based) to take the kinds of. */
type Root = [lemma: string, senses: number[]];

interface ThemeSource {
  names: string[];
  roots?: Root[];
  /** Words that are mostly adjectives belong (colours), and a meaning may be a word's second ("orange"). */
  adjectives?: boolean;
  /** Everyday words of the theme WordNet files elsewhere ("sun" is a star, not weather), asked in turn with its own. */
  extra?: string[];
  list?: string[];
}

/**
 * The themes a learner names without saying "words" ("Dutch animals", "Spanish colours"). Each is a WordNet
 * class whose kinds are the words, or a hand list where WordNet has no class for it (days, months, greetings,
 * school things). Any other English noun is a theme only when the topic asks for words ("Italian words for tools").
 */
const themeSources: ThemeSource[] = [
  { names: ['food', 'foods', 'food and drink', 'food and drinks', 'eating', 'meals'], roots: [['food', [0, 1]]] },
  {
    names: ['colours', 'colors', 'colour', 'color'],
    roots: [
      ['chromatic color', [0]],
      ['achromatic color', [0]],
    ],
    adjectives: true,
  },
  { names: ['animals', 'animal'], roots: [['animal', [0]]] },
  {
    names: ['family', 'family members', 'relatives', 'relations', 'the family'],
    roots: [
      ['relative', [0]],
      ['spouse', [0]],
    ],
    extra: ['family', 'parent', 'child'],
  },
  {
    names: ['body parts', 'parts of the body', 'body part', 'the body', 'body', 'human body'],
    roots: [['body part', [0]]],
  },
  { names: ['clothes', 'clothing', 'clothes and accessories'], roots: [['clothing', [0]]] },
  {
    names: ['weather', 'the weather', 'weather words'],
    roots: [
      ['atmospheric phenomenon', [0]],
      ['weather', [0]],
    ],
    extra: ['sun', 'cloud', 'sky', 'hot', 'cold', 'temperature'],
  },
  { names: ['school', 'the classroom', 'classroom', 'school things', 'school supplies'], list: handLists.school },
  // Situations a traveller meets: WordNet's kinds of "travel" are journeys and voyages, not what is said on one.
  {
    names: [
      'travel',
      'tourists',
      'for tourists',
      'travellers',
      'for travellers',
      'travelers',
      'travelling',
      'traveling',
      'travel and tourism',
      'tourism',
      'holidays',
      'holiday',
      'vacation',
      'trip',
      'airport',
      'at the airport',
      'hotel',
      'at the hotel',
    ],
    list: handLists.travel,
  },
  {
    names: [
      'restaurant',
      'at a restaurant',
      'in a restaurant',
      'restaurants',
      'eating out',
      'cafe',
      'café',
      'at a cafe',
      'at a café',
      'dining',
    ],
    list: handLists.restaurant,
  },
  {
    names: [
      'shopping',
      'shops',
      'at the shops',
      'market',
      'at the market',
      'supermarket',
      'at the supermarket',
      'going shopping',
    ],
    list: handLists.shopping,
  },
  {
    names: [
      'health',
      'at the doctor',
      'at the doctors',
      "at the doctor's",
      'doctor',
      'pharmacy',
      'at the pharmacy',
      'chemist',
      'at the chemist',
      'hospital',
      'at the hospital',
      'illness',
      'being ill',
      'feeling ill',
    ],
    list: handLists.health,
  },
  { names: ['fruit', 'fruits'], roots: [['edible fruit', [0]]] },
  { names: ['vegetables', 'vegetable', 'veggies', 'veg'], roots: [['vegetable', [0]]] },
  { names: ['drinks', 'drink', 'beverages'], roots: [['beverage', [0]]] },
  { names: ['birds'], roots: [['bird', [0]]] },
  { names: ['fish'], roots: [['fish', [0]]] },
  { names: ['insects', 'bugs'], roots: [['insect', [0]]] },
  { names: ['pets', 'farm animals'], roots: [['domestic animal', [0]]] },
  { names: ['flowers'], roots: [['flower', [0]]] },
  { names: ['trees'], roots: [['tree', [0]]] },
  { names: ['plants'], roots: [['plant', [1]]] },
  { names: ['furniture'], roots: [['furniture', [0]]] },
  {
    names: ['house', 'home', 'the house', 'rooms', 'rooms of the house', 'house and home', 'at home'],
    list: handLists.house,
  },
  {
    names: ['kitchen', 'kitchen utensils', 'cooking utensils'],
    roots: [
      ['kitchen utensil', [0]],
      ['cutlery', [1]],
    ],
  },
  { names: ['tools'], roots: [['hand tool', [0]]] },
  { names: ['vehicles', 'transport', 'transportation'], roots: [['vehicle', [0]]] },
  { names: ['sports', 'sport'], roots: [['sport', [0]]] },
  { names: ['musical instruments', 'instruments', 'music instruments'], roots: [['musical instrument', [0]]] },
  { names: ['meat'], roots: [['meat', [0]]] },
  {
    names: ['desserts', 'sweets'],
    roots: [
      ['dessert', [0]],
      ['sweet', [0]],
    ],
  },
  {
    names: ['jobs', 'job titles', 'professions', 'occupations', 'work'],
    roots: [
      ['professional', [0]],
      ['skilled worker', [0]],
    ],
  },
  {
    names: ['emotions', 'feelings'],
    roots: [
      ['emotion', [0]],
      ['feeling', [0]],
    ],
  },
  {
    names: ['shapes'],
    roots: [
      ['plane figure', [0]],
      ['solid', [2]],
    ],
  },
  { names: ['seasons', 'seasons of the year'], roots: [['season', [1]]] },
  { names: ['time', 'time words', 'time expressions', 'words for time'], list: handLists.time },
  {
    names: ['directions', 'asking for directions', 'asking directions', 'giving directions', 'getting around town'],
    list: handLists.directions,
  },
  { names: ['days of the week', 'days', 'weekdays', 'week days', 'the week'], list: handLists.days },
  { names: ['months of the year', 'months'], list: handLists.months },
  {
    names: [
      'greetings',
      'greetings and farewells',
      'greetings and goodbyes',
      'hello and goodbye',
      'hellos and goodbyes',
      'goodbyes',
      'farewells',
      'polite phrases',
      'politeness',
      'courtesy',
    ],
    list: handLists.greetings,
  },
];

/** The words themes name by hand, each meant in its everyday sense whatever WordNet lists first ("cloud"). */
export const handPickedWords = (): string[] =>
  themeSources.flatMap((source) => [...(source.list ?? []), ...(source.extra ?? [])]).map((word) => word.toLowerCase());

/** A theme name as looked up: lower case, without "the" ("days of the week" and "days of week" are one). */
const nameKey = (name: string) =>
  name
    .replace(/\b(?:the|an?)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const sourceByName = new Map(
  themeSources.flatMap((source) => source.names.map((name) => [nameKey(name), source] as const)),
);

/** Words of a class that name a kind of member rather than a member ("female" animals, "giant"). */
const notMembers = new Set([
  'female',
  'male',
  'young',
  'adult',
  'giant',
  'mate',
  'pest',
  'predator',
  'creature',
  'beast',
  'brute',
  'stock',
  'game',
  'specimen',
  'hybrid',
  'variety',
  'mixture',
  'special',
]);

const numberWords = [...handLists.numbers, ...handLists.tens];
const numberValue = (word: string) => {
  const index = numberWords.indexOf(word);
  return index <= 20 ? index : (index - 18) * 10;
};

/** "numbers", "numbers 1-20", "numbers from 1 to 100", "counting to 10": number words in that range. */
function numbersTheme(theme: string): Theme | undefined {
  if (!/^(?:numbers?|counting|count|numerals?)\b/.test(theme)) return undefined;
  const range = /(\d+)\s*(?:-|–|to|until|through)\s*(\d+)/.exec(theme) ?? /(?:up to|to|until)\s*(\d+)/.exec(theme);
  const low = range?.[2] !== undefined ? Number(range[1]) : 0;
  const high = range ? Number(range[2] ?? range[1]) : 20;
  const words = numberWords
    .filter((word) => numberValue(word) >= Math.min(low, high) && numberValue(word) <= Math.max(low, high))
    .filter((word) => word !== 'zero' || (low === 0 && range !== null));
  if (words.length === 0) return undefined;
  return {
    label: range ? `numbers ${Math.min(low, high)}–${Math.max(low, high)}` : 'numbers',
    words: words.map((english) => ({ english, shown: String(numberValue(english)), value: numberValue(english) })),
  };
}

/** Whether a theme (or each of "animals and colours") is one learners name without asking for words ("Dutch animals", not "French Revolution"). */
export function isEverydayTheme(theme: string): boolean {
  if (sourceByName.has(nameKey(theme)) || numbersTheme(theme) !== undefined) return true;
  const parts = theme.split(/\s*(?:,|&|\band\b)\s*/).filter(Boolean);
  return parts.length > 1 && parts.every((part) => sourceByName.has(nameKey(part)) || numbersTheme(part) !== undefined);
}

const maxSynsets = 6000;

/** The kinds of a WordNet class, nearest first (hyponyms, breadth first, bounded), with their depth. */
function kindsOf(wordNet: WordNet, roots: Synset[]): { synset: Synset; depth: number }[] {
  const seen = new Set(roots.map((root) => `${root.pos}${root.offset}`));
  const found = roots.map((synset) => ({ synset, depth: 0 }));
  for (let at = 0; at < found.length && found.length < maxSynsets; at++) {
    const { synset, depth } = found[at]!;
    for (const kind of wordNet.related(synset, relation.hyponym)) {
      const key = `${kind.pos}${kind.offset}`;
      if (seen.has(key)) continue;
      seen.add(key);
      found.push({ synset: kind, depth: depth + 1 });
    }
  }
  return found;
}

/**
 * The words of a WordNet class, most useful first. A word counts when this meaning is its first noun sense
 * ("date" is a day before a fruit; `secondSense` also takes the second, for "orange" the colour) and it is
 * mostly a noun ("feed" is mostly a verb, "sweet" an adjective, unless `adjectives`). Words more dictionaries
 * translate and SemCor tagged in more senses (everyday words) come first.
 */
function classWords(
  wordNet: WordNet,
  roots: Synset[],
  translates: (english: string) => boolean,
  { adjectives = false }: { adjectives?: boolean } = {},
): ThemeWord[] {
  const scored = new Map<string, number>();
  const askedAs = new Map<string, string>();
  const meaningOf = new Map<string, Synset>();
  for (const { synset, depth } of kindsOf(wordNet, roots)) {
    for (const word of synset.words) {
      // Capitalised words name one thing ("Rebel", a Confederate soldier), not a kind a learner asks for.
      if (scored.has(word) || word !== word.toLowerCase() || notMembers.has(word) || !translates(word)) continue;
      const usage = wordNet.usage(word);
      const byPos = usage?.taggedByPos ?? {};
      const noun = byPos.noun ?? 0;
      const adjective = byPos.adj ?? 0;
      if ((byPos.verb ?? 0) > noun || (!adjectives && adjective > 0 && adjective >= noun)) continue;
      const entry = wordNet.entry(word);
      const nouns = entry?.senses.filter((sense) => sense.pos === 'noun') ?? [];
      const rank = nouns.findIndex((sense) => sense.offset === synset.offset);
      if (rank === -1 || rank > (adjectives ? 1 : 0)) continue;
      const score = commonness(word) + Math.min(usage?.tagged ?? 0, 6) - rank - depth * 0.05;
      scored.set(word, score - (word.includes(' ') ? 2 : 0));
      meaningOf.set(word, synset);
      const synonym = nouns.length > 1 ? onlyMeaningSynonym(wordNet, synset, word) : undefined;
      if (synonym && translates(synonym)) askedAs.set(word, synonym);
    }
  }
  // One word a meaning: "springtime" after "spring" would ask the same card again.
  const asked = new Set<number>();
  return [...scored]
    .sort((a, b) => b[1] - a[1])
    .filter(([english]) => {
      const meaning = meaningOf.get(english)?.offset ?? -1;
      if (asked.has(meaning)) return false;
      asked.add(meaning);
      return true;
    })
    .map(([english]) => {
      const synonym = askedAs.get(english);
      const meaning = meaningOf.get(english);
      return synonym ? { english, askedAs: synonym, meaning } : { english, meaning };
    });
}

/** A synonym in this meaning that has no other meaning. */
function onlyMeaningSynonym(wordNet: WordNet, synset: Synset, word: string): string | undefined {
  return synset.words.find(
    (synonym) => synonym !== word && synonym === synonym.toLowerCase() && wordNet.entry(synonym)?.senses.length === 1,
  );
}

function rootSynsets(wordNet: WordNet, roots: Root[]): Synset[] {
  return roots.flatMap(([lemma, senses]) => {
    const nouns = wordNet.entry(lemma)?.senses.filter((sense) => sense.pos === 'noun') ?? [];
    return senses.map((sense) => nouns[sense]).filter((sense): sense is Synset => sense !== undefined);
  });
}

/**
 * The words of a theme: a hand list, a known WordNet class, or (only when `anyNoun`) the kinds of any English
 * noun the theme names. Undefined when the theme is none of these.
 */
export function resolveTheme(
  wordNet: WordNet,
  theme: string,
  anyNoun: boolean,
  translates: (english: string) => boolean,
): Theme | undefined {
  const numbers = numbersTheme(theme);
  if (numbers) return numbers;
  const source = sourceByName.get(nameKey(theme));
  const label = source?.names[0] ?? theme;
  if (source?.list) return { label, words: source.list.map((english) => ({ english })) };
  if (source?.roots) {
    const words = classWords(wordNet, rootSynsets(wordNet, source.roots), translates, source);
    const extra = source.extra ?? [];
    const mixed = Array.from({ length: Math.max(extra.length, words.length) }, (_, at) => [
      extra[at] === undefined ? undefined : { english: extra[at] },
      words[at],
    ]).flat();
    return { label, words: mixed.filter((word): word is ThemeWord => word !== undefined) };
  }
  if (!anyNoun) return undefined;
  const parts = partsTheme(wordNet, theme, translates);
  if (parts) return parts;
  const entry = wordNet.lookup(theme);
  const nouns = entry?.senses.filter((sense) => sense.pos === 'noun') ?? [];
  const [first, second] = nouns;
  if (!entry || !first) return undefined;
  const roots = second && second.lexFile === first.lexFile ? [first, second] : [first];
  const words = classWords(wordNet, roots, translates);
  return words.length > 0 ? { label: entry.lemma, words } : undefined;
}

/** The word's first noun meaning is this one: a dictionary's translation of "bus" is the vehicle, not the wires. */
const isFirstMeaning = (wordNet: WordNet, word: string, meaning: Synset) =>
  word === word.toLowerCase() &&
  wordNet.entry(word)?.senses.find((sense) => sense.pos === 'noun')?.offset === meaning.offset;

/**
 * "bicycle parts", "parts of a car": the parts WordNet lists of the thing's first meaning (saddle, mudguard),
 * named by words whose first meaning that part is, that a dictionary translates; undefined for fewer than three.
 */
function partsTheme(wordNet: WordNet, theme: string, translates: (english: string) => boolean): Theme | undefined {
  const named = /^parts of (?:an? |the )?(.+)$/.exec(theme)?.[1] ?? /^(.+?) parts$/.exec(theme)?.[1];
  const whole = named && wordNet.lookup(named)?.senses.find((sense) => sense.pos === 'noun');
  if (!whole) return undefined;
  // A car's wheels and brakes are filed as parts of a wheeled vehicle: the parts of the two broader terms count too.
  const broader = wordNet.related(whole, relation.hypernym);
  const wholes = [whole, ...broader, ...broader.flatMap((up) => wordNet.related(up, relation.hypernym))];
  const names = wholes
    .flatMap((one) => wordNet.related(one, relation.partMeronym))
    .flatMap((part) => partName(wordNet, part, whole.words, translates));
  const words = [...new Set(names)].map((english) => ({ english }));
  return words.length >= 3 ? { label: `parts of ${named}`, words } : undefined;
}

/**
 * The word a dictionary translates for a part: one whose first meaning it is, or for a compound named after the
 * whole whose head word means the broader thing ("car door" is a door), that head word.
 */
function partName(
  wordNet: WordNet,
  part: Synset,
  wholeNames: string[],
  translates: (english: string) => boolean,
): string[] {
  const own = part.words.find((word) => isFirstMeaning(wordNet, word, part) && translates(word));
  if (own) return [own];
  const [name = ''] = part.words;
  const head = name.split(' ').at(-1) ?? '';
  const afterWhole = wholeNames.some((whole) => name === `${whole} ${head}`);
  const kinds = wordNet.related(part, relation.hypernym);
  return afterWhole && kinds.some((kind) => isFirstMeaning(wordNet, head, kind)) && translates(head) ? [head] : [];
}

/** A broader term with more kinds than this is too broad to give the asked word's neighbours ("structure"). */
const mostSiblings = 30;

/**
 * One word in the meaning the learner names beside it ("spring (the season)", "bank as in river bank"): the noun
 * meaning whose gloss, broader terms, wholes or field share the most of the clue's words, clearly more than any
 * other; then its kinds and, under a narrow broader term, its neighbours (summer, autumn). The word itself comes
 * first, asked only through a synonym of that meaning alone when it has others ("springtime"): a dictionary's
 * "bank" may be the other bank whichever comes first. Undefined when the clue settles no meaning, or the word
 * cannot be asked in it.
 */
export function senseTheme(
  wordNet: WordNet,
  word: string,
  clue: string,
  translates: (english: string) => boolean,
): Theme | undefined {
  const entry = wordNet.lookup(word);
  const nouns = entry?.senses.filter((sense) => sense.pos === 'noun') ?? [];
  const own = new Set(terms(word));
  const clueWords = terms(clue).filter((clueWord) => !own.has(clueWord));
  if (!entry || nouns.length === 0 || clueWords.length === 0) return undefined;
  const scored = nouns
    .map((sense) => {
      const saying = sayingWords(wordNet, sense);
      return { sense, shared: clueWords.filter((clueWord) => saying.has(clueWord)).length };
    })
    .sort((a, b) => b.shared - a.shared);
  const [best, next] = scored;
  if (!best || best.shared === 0 || (next && next.shared >= best.shared)) return undefined;
  const meaning = best.sense;
  const synonym = nouns.length > 1 ? onlyMeaningSynonym(wordNet, meaning, entry.lemma) : undefined;
  const asked: ThemeWord | undefined =
    synonym && translates(synonym)
      ? { english: entry.lemma, askedAs: synonym, onlyAsAsked: true }
      : nouns.length === 1 && translates(entry.lemma)
        ? { english: entry.lemma }
        : undefined;
  if (!asked) return undefined;
  const broader = wordNet.related(meaning, relation.hypernym);
  const narrow = broader.filter((above) => wordNet.related(above, relation.hyponym).length <= mostSiblings);
  const around = classWords(wordNet, [meaning, ...narrow], translates).filter(
    (found) => found.english !== entry.lemma && !meaning.words.includes(found.english),
  );
  return { label: `${entry.lemma} (${clue})`, words: [asked, ...around] };
}
