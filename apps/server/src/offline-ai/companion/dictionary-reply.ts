import { pick } from '../pick';
import { childWords } from '../text/child-spelling';
import { baseForms, plural } from '../text/word-forms';
import { wordTable } from '../text/word-table';
import { capitalise, stopWords } from '../text/words';
import { getWordNet, isNounPhrase, relation, type Usage } from '../wordnet/wordnet';
import { subjectPhrase } from './subject-phrase';

/**
 * Everyday nouns that are not what a child is talking about ("next week", "on tuesday", "why do people…"), helping
 * verbs WordNet also has as nouns ("we might get a puppy"), and numbers and places in a race ("i came second", "we
 * lost three nil"); question words run together ("whos the best") and the titles before a name ("mrs patel").
 */
const notSubjects = new Set(
  `today tonight tomorrow yesterday day days week weekend month year time morning afternoon evening night bit lot
  thing things stuff way kind sort best fun mum mom dad mummy daddy home please thanks favourite favorite love
  nothing something anything everything lots might may must will shall can could would should
  nil nought zero none two three four five six seven eight nine ten eleven twelve twenty hundred thousand million
  first second third fourth fifth sixth seventh eighth ninth tenth last half times cause cos coz cuz people person
  monday tuesday wednesday thursday friday saturday sunday whos whats wat hows wheres whens mr mrs ms miss dr st`.split(
    /\s+/,
  ),
);

const animalCache = new Map<string, string | null>();
const animalCacheLimit = 5000;

/** The word's dictionary form when WordNet files it under "animal" (first noun senses, up to 12 kinds-of steps). */
export function animalName(word: string): string | undefined {
  const cached = animalCache.get(word);
  if (cached !== undefined) return cached ?? undefined;
  const wordNet = getWordNet();
  // The index alone says whether the word is a noun at all, without reading any glosses from disk.
  const entry = stopWords.has(word) || !wordNet.usage(word)?.senses.noun ? undefined : wordNet.lookup(word);
  let animal: string | undefined;
  const frontier = entry?.senses.filter((sense) => sense.pos === 'noun').slice(0, 2) ?? [];
  for (let depth = 0; depth < 12 && frontier.length > 0 && !animal; depth++) {
    const next = frontier.splice(0).flatMap((synset) => wordNet.related(synset, relation.hypernym));
    if (next.some((synset) => synset.words.includes('animal'))) animal = entry?.lemma;
    frontier.push(...next);
  }
  if (animalCache.size >= animalCacheLimit) animalCache.clear();
  animalCache.set(word, animal ?? null);
  return animal;
}

const longGloss = 110;
/** Where a long gloss can stop and still make sense: "any of various games played with a ball| in which…". */
const glossBreaks = /,| in which | that | which | where | with | especially /g;

/** A gloss a young child can follow: its first part, without asides in brackets, cut at the last break that fits. */
function simplified(definition: string): string | undefined {
  const gloss = (definition.split(';')[0] ?? '').replace(/\s*\([^)]*\)/g, '').trim();
  if (gloss.length <= longGloss) return gloss.length >= 8 ? gloss : undefined;
  const cut = [...gloss.matchAll(glossBreaks)]
    .map((match) => match.index)
    .filter((at) => at >= 15 && at <= longGloss)
    .at(-1);
  return cut === undefined ? undefined : gloss.slice(0, cut).trim();
}

/** The dictionary entry a child's word stands for, trying the singular first ("shoes" is also a noun of its own). */
function nounEntry(word: string): { lemma: string; definition: string } | undefined {
  const wordNet = getWordNet();
  const forms = word.endsWith('s') && word.length > 3 ? [...baseForms(word).slice(1), word] : [word];
  for (const form of forms) {
    const entry = wordNet.lookup(form);
    const sense = entry?.senses.find((candidate) => candidate.pos === 'noun');
    const definition = sense && simplified(sense.definition);
    if (entry && definition) return { lemma: entry.lemma, definition };
  }
  return undefined;
}

/** "what is a volcano" → "volcano", when the dictionary knows it as a noun. */
export interface Definition {
  /** The dictionary form, e.g. "pancake". */
  word: string;
  /** What the child talked about, in their words, e.g. "pancakes", "your sister". */
  subject: string;
  definition: string;
}

export function askedAbout(text: string): Definition | undefined {
  const match = /\bwhat(?:'s|s| is| are)\s+(?:a |an |the )?([a-z][a-z -]{1,30}?)\s*\??$/i.exec(
    childWords(text).join(' '),
  );
  const word = match?.[1]?.trim();
  const entry = word ? nounEntry(word) : undefined;
  return word && entry ? { word: entry.lemma, subject: word, definition: entry.definition } : undefined;
}

/**
 * The noun a message is most about, by WordNet: words mostly used as nouns, the most specific (fewest
 * senses) first, later words winning ties since children tend to end on what matters ("a picture of a unicorn").
 */
export function mainNoun(text: string): Definition | undefined {
  const wordNet = getWordNet();
  const tokens = childWords(text);
  const candidates = tokens
    .map((word, position) => ({ word, position }))
    .filter(({ word }) => word.length > 2 && !stopWords.has(word) && !notSubjects.has(word) && !/\d/.test(word))
    .map((candidate) => ({ ...candidate, usage: wordNet.usage(candidate.word) }))
    .filter(({ usage }) => {
      if (!usage?.senses.noun) return false;
      // How the word is mostly used: by SemCor's tags where it has any, else by its number of senses.
      const counts = usage.tagged > 0 ? usage.taggedByPos : usage.senses;
      const others = (counts.verb ?? 0) + (counts.adj ?? 0) + (counts.adv ?? 0);
      return (counts.noun ?? 0) >= others;
    })
    .sort((x, y) => (x.usage?.senses.noun ?? 0) - (y.usage?.senses.noun ?? 0) || y.position - x.position);
  for (const { word, position } of candidates) {
    const entry = nounEntry(word);
    if (!entry) continue;
    const subject = subjectPhrase({ keyword: entry.lemma, tokens, span: { start: position, end: position + 1 } });
    return { word: entry.lemma, subject, definition: entry.definition };
  }
  return undefined;
}

/** Words for people around the child: the setting of what they say, rarely its subject ("my dad can do a handstand"). */
const people = new Set(
  `i me you we he she they my dad mum mom mummy daddy brother sister friend friends teacher grandma grandpa nan nana
  granny baby family kids kid boy girl boys girls everyone everybody someone somebody nobody team class cousin cousins
  aunt auntie uncle nephew niece mate mates buddy neighbour neighbor coach`.split(/\s+/),
);

/** Words a verb comes after. */
const subjectPronouns = new Set(['i', 'you', 'u', 'we', 'they', 'he', 'she']);

/** Words after which a noun comes ("how do planes…", "the tracks", "my trains"). */
const nounSlot = new Set(
  'a an the my your our his her their some any this these those do does did are were'.split(' '),
);

/** How often WordNet uses a word as each part of speech: SemCor's tags when it has any, else its meanings. */
const partCounts = (usage: Usage) => (usage.tagged > 0 ? usage.taggedByPos : usage.senses);
/** A past tense or other inflection that is not a plural ("won", "baked", "ripped"). */
const isVerbForm = (word: string) => baseForms(word).length > 1 && !word.endsWith('s');

/** A noun: mostly used as one, or any word with a noun meaning where only a noun can stand. */
function isNounWord(word: string, before = ''): boolean {
  if (word.length < 3 || word.endsWith('ing') || /\d/.test(word)) return false;
  if (stopWords.has(word) || notSubjects.has(word) || people.has(word)) return false;
  // A verb form names no thing unless it stands where a noun must; right after "you" or "we" a word is a verb
  // ("how do u score in basketball").
  if (isVerbForm(word) && !nounSlot.has(before)) return false;
  if (subjectPronouns.has(before)) return false;
  // "planes", "leaves", "trains": the plural's own entry, else its singular's.
  const usage = baseForms(word)
    .map((form) => getWordNet().usage(form))
    .find((found) => found?.senses.noun);
  if (!usage) return false;
  const counts = partCounts(usage);
  // In a noun's place a word may also be a verb ("trains"), but not mostly a describing word ("the last").
  const rivals = (counts.adj ?? 0) + (counts.adv ?? 0) + (nounSlot.has(before) ? 0 : (counts.verb ?? 0));
  return (counts.noun ?? 0) >= rivals;
}

/**
 * Where the thing the child talks about is: the noun after "about" ("a book about sharks"), else the first noun
 * they say that is not a person around them nor describes one ("i won my chess game at chess club" is about
 * chess). A noun right after it that makes a compound is part of it ("ice cream", "chess club"). Undefined when
 * they name no thing.
 */
export function subjectSpan(tokens: string[]): { start: number; end: number } | undefined {
  // A word before a person or a team describes them ("the blue team", "my swimming coach").
  const noun = (from: number) =>
    tokens.findIndex(
      (token, at) => at >= from && isNounWord(token, tokens[at - 1]) && !people.has(tokens[at + 1] ?? ''),
    );
  const about = tokens.indexOf('about');
  const afterAbout = about >= 0 ? noun(about + 1) : -1;
  const found = afterAbout >= 0 ? afterAbout : noun(0);
  if (found < 0) return undefined;
  // A compound the noun ends ("report card", "washing machine", "spelling bee") is the thing, not its last word.
  const start = found > 0 && isNounPhrase(tokens.slice(found - 1, found + 1)) ? found - 1 : found;
  const next = tokens[found + 1];
  const compound = isNounPhrase(tokens.slice(found, found + 2));
  return { start, end: found + (compound || (next !== undefined && isNounWord(next)) ? 2 : 1) };
}

/** Words before a thing the child names: "the hurling match", "my drawing". */
const determinerWords = wordTable({ the: 'the', my: 'your', our: 'your', a: 'a', an: 'an', his: 'his', her: 'her' });
/** People a child names without a pronoun of theirs ("dad promised…"), and pronouns, which name no one. */
const pronouns = new Set(
  'i me you we he she they my everyone everybody someone somebody nobody noone anyone anybody'.split(' '),
);

/**
 * A thing named after "the", "my" or "a" that has any noun meaning, with a noun right after it ("the hurling
 * match" → the hurling match, "my drawing" → your drawing), for naming back what a sad story was about.
 */
function namedAfterDeterminer(tokens: string[]): string | undefined {
  // Unlike isNounWord, a word in "-ing" counts ("the hurling match"); not a verb's inflection ("fell",
  // "ripped") nor mostly a describing word ("little").
  const hasNoun = (word = '') => {
    if (word.length < 3 || stopWords.has(word) || people.has(word) || isVerbForm(word)) return false;
    const usage = getWordNet().usage(word);
    const counts = usage && partCounts(usage);
    return Boolean(counts?.noun) && (counts?.noun ?? 0) >= (counts?.adj ?? 0) + (counts?.adv ?? 0);
  };
  const at = tokens.findIndex(
    (token, index) => index > 0 && determinerWords[tokens[index - 1] ?? ''] && hasNoun(token),
  );
  if (at < 0) return undefined;
  const words = hasNoun(tokens[at + 1]) ? tokens.slice(at, at + 2) : [tokens[at]];
  return `${determinerWords[tokens[at - 1] ?? '']} ${words.join(' ')}`;
}

/** A person the child names ("my big brother" → your big brother, "dad" → your dad). */
function personNamed(tokens: string[]): string | undefined {
  const at = tokens.findIndex((token) => people.has(token) && !pronouns.has(token));
  if (at < 0) return undefined;
  const describing = tokens[at - 1] && tokens[at - 2] === 'my' ? `${tokens[at - 1]} ` : '';
  // "the girls" are not the child's own.
  return `${tokens[at - 1] === 'the' ? 'the' : 'your'} ${describing}${tokens[at]}`;
}

/**
 * The child's subject in words a reply can use ("your chess game", "the beach"); with `people`, a person the
 * child names when they name no thing ("i miss my grandpa" → "your grandpa").
 */
export function subjectOf(tokens: string[], options: { people?: boolean } = {}): string | undefined {
  const span = subjectSpan(tokens);
  if (!span) return options.people ? (namedAfterDeterminer(tokens) ?? personNamed(tokens)) : undefined;
  const keyword = tokens.slice(span.start, span.end).join(' ');
  return subjectPhrase({ keyword, tokens, span });
}

/** The dictionary entry of the child's subject ("how do planes stay up in the sky" → plane), for questions. */
export function subjectDefinition(tokens: string[]): Definition | undefined {
  const span = subjectSpan(tokens);
  const word = span && tokens.slice(span.start, span.end).join(' ');
  const entry = word ? (nounEntry(word) ?? nounEntry(tokens[span.start] ?? '')) : undefined;
  if (!span || !entry) return undefined;
  return {
    word: entry.lemma,
    subject: subjectPhrase({ keyword: entry.lemma, tokens, span }),
    definition: entry.definition,
  };
}

/** "<word>! My word book says “<word>” means <gloss>. <question back>" */
export function dictionaryReply(found: Definition, asked: boolean, seed: string): string {
  const { word, subject, definition } = found;
  const followUp = pick(
    [
      `What made you think about ${subject}?`,
      `What do you like best about ${subject}?`,
      `Can you tell me more about ${subject}?`,
    ],
    seed,
  );
  if (asked) return `Great question! My word book says “${word}” means ${definition}. ${followUp}`;
  return `${capitalise(subject)}! My word book says “${word}” means ${definition}. ${followUp}`;
}

export function animalReply(animal: string, seed: string): string {
  return pick(
    [
      `Oh, I love ${plural(animal)}! What do you think a ${animal} likes to do all day?`,
      `A ${animal}! If you could ask a ${animal} one question, what would it be?`,
      `${capitalise(plural(animal))} are amazing. Have you ever seen one up close?`,
    ],
    seed,
  );
}
