import { terms } from '../../text/words';
import { topicWordForms } from './topic-forms';
import { type Entry, relation, type Synset, type WordNet } from './wordnet';

/** Small words of a phrase that are never its subject ("supply and demand", "laws of motion"). */
const fillers = new Set(['the', 'a', 'an', 'of', 'and', 'or', 'to', 'in', 'on', 'for', 'with']);
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
      .replaceAll('’', "'")
      .replaceAll('&', ' and ')
      .match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? [];
  while (tokens.length > 1 && ['the', 'a', 'an'].includes(tokens[0] ?? '')) tokens.shift();
  return tokens;
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

/** The dictionary entry for a phrase written in any of its words' forms ("mitochondria" → mitochondrion). */
export function lookupPhrase(wordNet: WordNet, tokens: string[]): Entry | undefined {
  for (const phrase of spellings(tokens)) {
    const entry = wordNet.entry(phrase);
    if (entry) return entry;
  }
  return undefined;
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

/**
 * The head word's noun meaning in the subject its other words point to: a meaning filed under the same
 * WordNet subject (lexicographer file) as the main noun meaning of a word left out, and among those the one whose
 * gloss shares most words with theirs. "bases" next to "acids" is the chemical base (both noun.substance);
 * "bones of the body" is bone, not the percussion instrument "bones". Undefined when no meaning shares a
 * subject, since cards on an unrelated meaning would be wrong for the learner's topic ("Python lists" is not
 * about a ship's list).
 */
function senseInContext(wordNet: WordNet, entries: Entry[], context: string[]): Entry | undefined {
  // Each word's most frequent noun meaning only: "water" is the liquid, not a water supply facility.
  const contextSenses = context.flatMap((word) => nounSenses(entriesOf(wordNet, [word])).slice(0, 1));
  const subjects = new Set(contextSenses.map((sense) => sense.lexFile).filter((file) => file !== broadestNouns));
  const contextWords = signature(contextSenses);
  let best: { lemma: string; synset: Synset; shared: number } | undefined;
  for (const entry of entries) {
    for (const synset of nounSenses([entry]).filter((sense) => subjects.has(sense.lexFile))) {
      const related = [synset, ...wordNet.related(synset, relation.hypernym)];
      const shared = [...signature(related)].filter((word) => contextWords.has(word)).length;
      if (!best || shared > best.shared) best = { lemma: entry.lemma, synset, shared };
    }
  }
  return best && { lemma: best.lemma, senses: [best.synset] };
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
  const head = headIndex(tokens);
  if (tokens.length < 2 || head < 0) return undefined;
  const content = tokens.filter((token) => !fillers.has(token));
  if (!content.every((token) => canModify(wordNet, token))) return undefined;
  for (let length = tokens.length - 1; length >= 1; length--) {
    for (let start = Math.max(0, head - length + 1); start <= head && start + length <= tokens.length; start++) {
      const span = tokens.slice(start, start + length);
      if (fillers.has(span[0] ?? '') || fillers.has(span.at(-1) ?? '')) continue;
      const leftOut = content.filter((token) => !span.includes(token));
      const entry = senseInContext(wordNet, entriesOf(wordNet, span), leftOut);
      if (entry) return { entry, leftOut };
    }
  }
  return undefined;
}
