import { terms } from '../text/words';
import { topicWordForms } from './topic-forms';
import { type Entry, relation, type Synset, type WordNet } from './wordnet';

/** Small words of a phrase that are never its subject ("supply and demand", "laws of motion"). */
const fillers = new Set(['the', 'a', 'an', 'of', 'and', 'or', 'to', 'in', 'on', 'for', 'with', 'as']);
/** Words that say how a learner wants to study, not what: "contract law basics" is about contract law. */
const studyWords = new Set(
  'basics basic introduction intro overview fundamentals essentials explained beginners beginner 101 primer concepts help'.split(
    ' ',
  ),
);
/**
 * Words that say for which exam, country or year a learner studies, not what: "ionic bonding gcse", "the industrial
 * revolution in britain", "russian revolution 1917" are about ionic bonding, the industrial revolution and the
 * russian revolution.
 */
const qualifiers = new Set(
  'gcse igcse ks1 ks2 ks3 ks4 ks5 a-level alevel uk revision exam exams quiz flashcards'.split(' '),
);
/** A country said last is where, not what: "… in britain" (but "kings of england" are England's). */
const whereSaid = /\s+in (?:the )?(?:uk|britain|great britain|england|scotland|wales|ireland|us|usa|america)$/;
/** Who or which school year a topic is for: "photosynthesis for year 8", "fractions grade 5", "… for nurses". */
const forWhom =
  /\s+(?:for |in )?(?:year|yr|grade|class|form|level) \d{1,2}\b|\s+for (?:kids|children|students|nurses|teens|adults|school)$/g;
/** The UK's A and AS level exams, written as words: "pressure groups a level politics", "as level biology". */
const examLevel =
  /\b(?:a|as) levels?\b(?=\s*(?:$|revision|exams?|notes|politics|biology|chemistry|physics|maths?|history|geography|economics|psychology|sociology|english|law|business|computer))/g;
const isYear = (token: string) => /^(?:1[0-9]{3}|20[0-9]{2})$/.test(token);

/** "key" says how to study only before such a word ("key concepts", "key terms"); "key signatures" are music. */
const keyStudyWords = new Set(['concepts', 'terms', 'facts', 'ideas', 'points', 'dates', 'events', 'figures']);
/** Enough spellings of a phrase to cover its inflected words; a longer topic is rarely a dictionary phrase. */
const maxSpellings = 64;

export interface TopicMatch {
  entry: Entry;
  /**
   * The topic's words the entry leaves out when only its head word or a shorter phrase is in the dictionary
   * ("spanish" of "Spanish verbs"); empty when the entry is the whole topic.
   */
  leftOut: string[];
}

/** "The French  Revolution" → ["french", "revolution"]: lower case, a leading article dropped. */
export function topicTokens(topic: string): string[] {
  const tokens =
    topic
      .toLowerCase()
      .trim()
      .replace(whereSaid, '')
      .replace(forWhom, '')
      .replace(examLevel, ' ')
      .replaceAll('’', "'")
      .replaceAll('&', ' and ')
      .replaceAll('+', ' and ')
      .match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? [];
  // "mens rea n actus reus": a lone "n" between words is "and", as typed in a hurry.
  for (const at of tokens.keys()) if (tokens[at] === 'n' && at > 0 && at < tokens.length - 1) tokens[at] = 'and';
  while (tokens.length > 1 && ['the', 'a', 'an'].includes(tokens[0] ?? '')) tokens.shift();
  const subject = tokens.filter(
    (token, at) =>
      !studyWords.has(token) &&
      !qualifiers.has(token) &&
      !isYear(token) &&
      !(token === 'key' && keyStudyWords.has(tokens[at + 1] ?? '')),
  );
  while (subject.length > 1 && fillers.has(subject[0] ?? '')) subject.shift();
  while (subject.length > 1 && fillers.has(subject.at(-1) ?? '')) subject.pop();
  // "the bar exam" names an exam by one word: that word alone would be another sense (a bar serving drinks).
  const namedExam = tokens.length === 2 && /^exams?$/.test(tokens[1] ?? '');
  return subject.length > 0 && !namedExam ? subject : tokens;
}

/** Every spelling of the phrase from its words' forms, the words as typed first. */
function spellings(tokens: string[]): string[] {
  let phrases = [''];
  for (const token of tokens) {
    const forms = topicWordForms(token);
    phrases = phrases.flatMap((phrase) => forms.map((form) => (phrase ? `${phrase} ${form}` : form)));
    phrases = phrases.slice(0, maxSpellings);
  }
  return phrases;
}

/** Every spelling of the phrase the dictionary may file it under: its words' forms, then with a hyphen the learner
 * left out ("sickle cell anemia"). */
function* phraseSpellings(tokens: string[]): Generator<string> {
  yield* spellings(tokens);
  for (let at = 1; at < tokens.length; at++) {
    yield* spellings([...tokens.slice(0, at - 1), `${tokens[at - 1]}-${tokens[at]}`, ...tokens.slice(at + 1)]);
  }
}

/** The dictionary entry for a phrase written in any of its words' forms ("mitochondria" → mitochondrion). */
export function lookupPhrase(wordNet: WordNet, tokens: string[]): Entry | undefined {
  for (const phrase of phraseSpellings(tokens)) {
    const entry = wordNet.entry(phrase);
    if (entry) return entry;
  }
  return undefined;
}

/** The dictionary's entries for a phrase in each of its spellings ("irons": the shackles, and the iron's). */
export function everyEntry(wordNet: WordNet, tokens: string[]): Entry[] {
  return [...phraseSpellings(tokens)].flatMap((phrase) => wordNet.entry(phrase) ?? []);
}

/** True when the dictionary knows the word, in some form, as a noun or adjective: a word that can modify a noun. */
function canModify(wordNet: WordNet, word: string): boolean {
  return topicWordForms(word).some((form) => {
    const senses = wordNet.usage(form)?.senses;
    return Boolean(senses?.noun || senses?.adj);
  });
}

/** The word a phrase is about: the last content word before "of", else the last one ("Spanish verbs" → verbs). */
function headIndex(tokens: string[]): number {
  const of = tokens.indexOf('of');
  for (let i = (of > 0 ? of : tokens.length) - 1; i >= 0; i--) {
    const token = tokens[i] ?? '';
    if (!fillers.has(token) && !/^(?:\d+|[ivx]+)$/.test(token)) return i;
  }
  return -1;
}

/** Every dictionary entry for a phrase in some form of its words ("bones" and "bone"). */
function entriesOf(wordNet: WordNet, tokens: string[]): Entry[] {
  const entries = new Map<string, Entry>();
  for (const phrase of spellings(tokens)) {
    const entry = wordNet.entry(phrase);
    if (entry && !entries.has(entry.lemma)) entries.set(entry.lemma, entry);
  }
  return [...entries.values()];
}

/** Stemmed gloss words of meanings, for comparing them. */
function signature(synsets: Synset[]): Set<string> {
  const text = synsets.map((synset) => [...synset.words, synset.definition, ...synset.examples].join(' ')).join(' ');
  return new Set(terms(text));
}

/** noun.Tops holds the broadest meanings (entity, thing), which say nothing about a subject. */
const broadestNouns = 3;
const nounSenses = (entries: Entry[]) =>
  entries.flatMap((entry) => entry.senses.filter((sense) => sense.pos === 'noun'));

/** Stemmed words of a meaning and of what names it from outside: broader terms, wholes it is part of, its field. */
export function sayingWords(wordNet: WordNet, synset: Synset): Set<string> {
  const around = [relation.hypernym, relation.holonym, relation.topicDomain].flatMap((symbols) =>
    wordNet.related(synset, symbols),
  );
  return signature([synset, ...around]);
}

/**
 * The head word's noun meaning that itself names every other word of the topic, in its gloss, its broader
 * terms, the wholes it is part of or its field: "acids and bases" is the chemical base (its gloss names acids),
 * "bones of the body" is bone. Undefined otherwise, since cards defining one word of a topic are not about the
 * topic: "causes of World War I" is not the meaning of "cause", and "Spanish verbs" is not "verb".
 */
function senseInContext(wordNet: WordNet, entries: Entry[], context: string[]): Entry | undefined {
  const wanted = context.map((word) => terms(word)[0] ?? word);
  // Among meanings that name them all, the one closest to the other words' own main meanings.
  const contextWords = signature(context.flatMap((word) => nounSenses(entriesOf(wordNet, [word])).slice(0, 1)));
  let best: { lemma: string; synset: Synset; shared: number } | undefined;
  for (const entry of entries) {
    for (const synset of nounSenses([entry])) {
      if (synset.lexFile === broadestNouns) continue;
      const words = sayingWords(wordNet, synset);
      if (!wanted.every((word) => words.has(word))) continue;
      const shared = [...words].filter((word) => contextWords.has(word)).length;
      if (!best || shared > best.shared) best = { lemma: entry.lemma, synset, shared };
    }
  }
  return best && { lemma: best.lemma, senses: [best.synset] };
}

/**
 * "rock as a material", "ear as a sense organ": a meaning the learner chose among those offered, the word before
 * "as" in the meaning the words after it name. Without this, the longer phrase after "as" would be taken for the
 * topic ("sense organ").
 */
function meaningAsChosen(wordNet: WordNet, tokens: string[]): Entry | undefined {
  const as = tokens.indexOf('as');
  if (as < 1) return undefined;
  const kind = tokens.slice(as + 1).filter((token) => !fillers.has(token));
  return kind.length > 0 ? senseInContext(wordNet, entriesOf(wordNet, tokens.slice(0, as)), kind) : undefined;
}

/**
 * A word that describes rather than names ("medieval", "major", "ancient"): no noun meaning, or tagged more often
 * as an adjective than as a noun.
 */
function isMostlyAdjective(wordNet: WordNet, word: string): boolean {
  const usage = wordNet.usage(word);
  if (!usage?.senses.adj) return false;
  return !usage.senses.noun || (usage.taggedByPos.adj ?? 0) > (usage.taggedByPos.noun ?? 0);
}

/**
 * "medieval feudal system", "major ocean currents": describing words before a phrase of one meaning only narrow
 * it, so the phrase is the topic, with the words left out said. Undefined when what follows is one word ("modern
 * art": "art" has many meanings, which the describing word may choose between) or has several meanings.
 */
function describedPhrase(wordNet: WordNet, tokens: string[]): TopicMatch | undefined {
  let at = 0;
  while (at < tokens.length - 2 && isMostlyAdjective(wordNet, tokens[at] ?? '')) at++;
  const entry = at > 0 ? lookupPhrase(wordNet, tokens.slice(at)) : undefined;
  if (!entry?.lemma.includes(' ') || entry.senses.length !== 1) return undefined;
  // A describing word that makes a phrase with the last word is an item of a list ("igneous … metamorphic rocks").
  const head = tokens.at(-1) ?? '';
  const listed = tokens.slice(0, at).some((word) => lookupPhrase(wordNet, [word, head]) !== undefined);
  return listed ? undefined : { entry, leftOut: tokens.slice(0, at) };
}

/**
 * The dictionary entry a topic is about. The whole topic comes first, in any form of its words; failing that,
 * the longest shorter phrase around its head word, in the meaning its other words point to ("Spanish verbs"
 * → verb; "acids and bases" → base, the chemical). A shorter phrase is used only when every word it leaves
 * out is an English noun or adjective, so a topic like "JavaScript array methods" is not turned into cards
 * about methods in general.
 */
export function matchTopic(wordNet: WordNet, topic: string): TopicMatch | undefined {
  const tokens = topicTokens(topic);
  const whole = lookupPhrase(wordNet, tokens);
  if (whole) return { entry: whole, leftOut: [] };
  const chosen = meaningAsChosen(wordNet, tokens);
  if (chosen) return { entry: chosen, leftOut: [] };
  const described = describedPhrase(wordNet, tokens);
  if (described) return described;
  const head = headIndex(tokens);
  if (tokens.length < 2 || head < 0) return undefined;
  const content = tokens.filter((token) => !fillers.has(token));
  if (!content.every((token) => canModify(wordNet, token))) return undefined;
  for (let length = tokens.length - 1; length >= 1; length--) {
    // Phrases around the head word first; then the others, for "mercury the planet" or "fraction as a quotient".
    const starts = Array.from({ length: tokens.length - length + 1 }, (_, start) => start).sort(
      (x, y) => Number(!(x <= head && head < x + length)) - Number(!(y <= head && head < y + length)) || x - y,
    );
    for (const start of starts) {
      const span = tokens.slice(start, start + length);
      if (fillers.has(span[0] ?? '') || fillers.has(span.at(-1) ?? '')) continue;
      const leftOut = content.filter((token) => !span.includes(token));
      const entry = senseInContext(wordNet, entriesOf(wordNet, span), leftOut);
      if (entry) return { entry, leftOut };
    }
  }
  return undefined;
}

/** "the difference between", also as learners mistype it ("differnce", "diffrence"). */
const difference = /(?:differ[ae]?n[ct]e?s?|diff?ren[cs]es?|diferen[cs]es?)\s+between\s+/i;
const differenceBetween = new RegExp(`^\\s*(?:the\\s+)?${difference.source}`, 'i');

/** "X vs Y", "X versus Y", "difference between X and Y", "X compared to Y": the two sides, else undefined. */
export function comparedSides(topic: string): [string[], string[]] | undefined {
  const tokens = topicTokens(topic.replace(differenceBetween, '').replace(/\bvs\.?(?=\s)/gi, 'vs'));
  const at = tokens.findIndex((token) => ['vs', 'versus', 'v'].includes(token));
  const compared = tokens.findIndex((token, index) => token === 'compared' && tokens[index + 1] === 'to');
  const split = at > 0 ? [at, at + 1] : compared > 0 ? [compared, compared + 2] : undefined;
  const and = difference.test(topic) ? tokens.indexOf('and') : -1;
  const [end, start] = split ?? (and > 0 ? [and, and + 1] : []);
  if (end === undefined || start === undefined) return undefined;
  const first = tokens.slice(0, end);
  const second = tokens.slice(start);
  return first.length > 0 && second.length > 0 ? [first, second] : undefined;
}

/**
 * Both sides of a comparison in meanings of the same kind (the same WordNet subject), the pair whose glosses share
 * most words: "stocks vs bonds" is shares and debt certificates, not a chemical bond. Undefined when a side is
 * not in the dictionary or no meanings of the two are of one kind.
 */
export function matchComparison(wordNet: WordNet, topic: string): [Entry, Entry] | undefined {
  const sides = comparedSides(topic);
  if (!sides) return undefined;
  // Every form of each side: "stocks" is also a frame for punishment, "stock" the shares.
  const [first, second] = sides;
  let firsts = entriesOf(wordNet, first);
  const seconds = entriesOf(wordNet, second);
  // "ionic vs covalent bonds": the first side shares the second's head word, even when alone it names something
  // else too ("Ionic" is a Greek dialect).
  const head = second.at(-1);
  if (head && first.length < second.length) {
    const shared = entriesOf(wordNet, [...first, head]);
    if (nounSenses(shared).length > 0 || nounSenses(firsts).length === 0) firsts = shared;
  }
  const senses = (entries: Entry[]) =>
    entries.flatMap((entry) => nounSenses([entry]).map((synset) => ({ lemma: entry.lemma, synset })));
  let best: { pair: [Entry, Entry]; shared: number } | undefined;
  for (const one of senses(firsts)) {
    const oneWords = sayingWords(wordNet, one.synset);
    for (const other of senses(seconds)) {
      if (one.synset.lexFile !== other.synset.lexFile || one.synset.lexFile === broadestNouns) continue;
      const shared = [...sayingWords(wordNet, other.synset)].filter((word) => oneWords.has(word)).length;
      if (!best || shared > best.shared) {
        const pair: [Entry, Entry] = [
          { lemma: one.lemma, senses: [one.synset] },
          { lemma: other.lemma, senses: [other.synset] },
        ];
        best = { pair, shared };
      }
    }
  }
  return best?.pair;
}
