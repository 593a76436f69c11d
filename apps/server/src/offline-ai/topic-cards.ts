import type { CardGenerationNote, GeneratedCard } from '@kurio/shared/card-generation';
import { AiError } from '../adapters/ai/ai-service';
import { distinctCards } from '../adapters/ai/cards/card-list';
import { fewerCardsNote, interleave, listed, readAsNote } from './card-notes';
import { computingCards, computingPartCards } from './computing/computing-cards';
import { type ComputingMatch, matchComputingParts, matchComputingTopic } from './computing/computing-match';
import { getFoldoc } from './computing/foldoc';
import { vocabularyCards } from './vocabulary/vocabulary-cards';
import { aspectNote, type TopicFrame, topicFrame } from './wordnet/topic-frame';
import { type HeadingList, isHeadingList, matchHeadingList } from './wordnet/topic-list';
import { comparedSides, lookupPhrase, matchComparison, matchTopic, topicTokens } from './wordnet/topic-match';
import { matchParts, type TopicPart } from './wordnet/topic-parts';
import { respellTopic } from './wordnet/topic-spelling';
import { suggestTopics } from './wordnet/topic-suggestions';
import { type Entry, relation, type Synset, type WordNet } from './wordnet/wordnet';
import { shownLemma, wordNetCards } from './wordnet/wordnet-cards';

/** The fewest cards worth offering a suggested topic for. */
const enoughCards = 3;
export const connectHint = 'To write about any topic, connect a model (see “Connecting a model” in the README).';

const cardsOf = (wordNet: WordNet, entry: Entry) => distinctCards(wordNetCards(wordNet, entry));

const cannotCover = (topic: string, suggestions: string[] = []) =>
  new AiError(
    'cannotCover',
    `Offline mode cannot write cards on “${topic}”: it only knows English words and phrases from its dictionary. ${connectHint} Or paste your notes to make cards from them.`,
    suggestions,
  );

type TopicCards = { cards: GeneratedCard[]; note?: CardGenerationNote };

const throwCannotCover = (topic: string): never => {
  throw cannotCover(topic);
};

/**
 * A topic of several parts: terms listed under a heading in the meanings it points to, else dictionary phrases in
 * meanings the others point to, else computing terms.
 */
function listCards(wordNet: WordNet, topic: string, quantity: number): TopicCards | undefined {
  // Terms under a heading are read only under it: as parts, the heading's words would be terms too ("cell
  // biology: nucleus, …" made "cell" a political cell).
  const listed = matchHeadingList(wordNet, topic);
  if (listed) return headingListCards(wordNet, listed, quantity);
  const parts = isHeadingList(topic) ? undefined : matchParts(wordNet, topic);
  if (parts) return partCards(wordNet, parts, quantity);
  const terms = matchComputingParts(getFoldoc(), topic, (term) => wordNet.lookup(term) !== undefined);
  return terms && computingPartCards(terms, quantity);
}

/** Cards on the terms a heading settles, saying which it could not. */
function headingListCards(wordNet: WordNet, listed: HeadingList, quantity: number): TopicCards {
  const cards = partCards(wordNet, listed.terms, quantity);
  if (listed.unsettled.length === 0) return cards;
  const unsettled = `Offline mode cannot tell which meaning of ${listed.unsettled.map((term) => `“${term}”`).join(', ')} the topic means, so it has no cards on ${listed.unsettled.length === 1 ? 'it' : 'them'}.`;
  return { ...cards, note: { message: [cards.note?.message, unsettled].filter(Boolean).join(' ') } };
}

/** Cards on each part of a topic in turn, in the meanings the parts point to ("mean median mode"). */
function partCards(wordNet: WordNet, parts: TopicPart[], quantity: number): TopicCards {
  const studied = parts.filter((part) => !part.field);
  const fields = parts.filter((part) => part.field).map((part) => shownLemma(part.entry));
  const cards = distinctCards(interleave(...studied.map((part) => cardsOf(wordNet, part.entry)))).slice(0, quantity);
  const names = listed(studied.map((part) => shownLemma(part.entry)));
  const setIn = fields.length > 0 ? ` in ${listed(fields)}` : '';
  const how = parts.every((part) => part.only)
    ? 'each in its only dictionary meaning'
    : 'each in the meaning the topic’s other words point to';
  const notes = parts.length > 1 ? [`Cards on ${names}${setIn}, ${how}.`] : [];
  if (cards.length < quantity) notes.push(fewerCardsNote(cards.length, quantity, `“${names}${setIn}”`));
  return notes.length > 0 ? { cards, note: { message: notes.join(' ') } } : { cards };
}

/** "X vs Y": a card on the difference, then cards on each side in the meanings that make them comparable. */
function comparisonCards(
  wordNet: WordNet,
  topic: string,
  quantity: number,
): { cards: GeneratedCard[]; note?: CardGenerationNote } {
  const pair = matchComparison(wordNet, topic);
  // Two computing terms ("stack vs heap") are FOLDOC's, unless the dictionary compares them in computing too: its
  // closest pair would be a pile and a large amount.
  const inComputing = (entry: Entry) =>
    entry.senses.some((sense) => computingWords.test(`${sense.words.join(' ')} ${sense.definition}`));
  if (pair && !pair.every(inComputing)) {
    const terms = matchComputingParts(getFoldoc(), topic, (term) => wordNet.lookup(term) !== undefined);
    // "vectors vs scalars" are mathematics' as much as computing's: the dictionary's physics stands.
    const computingOnly = terms?.every(({ sense }) => (sense.d ?? []).every((subject) => !sharedSubjects.has(subject)));
    if (terms && computingOnly) return computingPartCards(terms, quantity);
  }
  if (!pair) return listCards(wordNet, topic, quantity) ?? throwCannotCover(topic);
  const [first, second] = pair;
  const definition = (entry: Entry) => `**${shownLemma(entry)}**: ${entry.senses[0]?.definition ?? ''}`;
  const difference: GeneratedCard = {
    question: `What is the difference between ${shownLemma(first)} and ${shownLemma(second)}?`,
    answer: `${definition(first)}\n\n${definition(second)}`,
  };
  const cards = distinctCards([difference, ...interleave(cardsOf(wordNet, first), cardsOf(wordNet, second))]).slice(
    0,
    quantity,
  );
  if (cards.length === quantity) return { cards };
  return {
    cards,
    note: { message: fewerCardsNote(cards.length, quantity, `“${topic}”`) },
  };
}

/** Senses SemCor tagged at least this often are ones learners meet. */
const commonSenseTags = 2;
/** A sense tagged this often is what the word means to most people. */
const everydayTags = 20;
/** Meanings offered at most when a learner chooses one. */
const maxMeaningChoices = 5;

/**
 * A word's common noun meanings when they are of different kinds ("fraction": a chemical fraction, a part, a
 * quotient; "bond": a chemical bond, a certificate of debt): cards on the first would be on the wrong sense for
 * a learner of another, so the learner chooses ("fraction as a quotient"). Empty when one kind dominates.
 */
function meaningsToChooseFrom(wordNet: WordNet, entry: Entry): { lemma: string; kind: string; sense: Synset }[] {
  const tags = wordNet.nounTags(entry);
  const nouns = entry.senses.filter((candidate) => candidate.pos === 'noun');
  // When no meaning was ever tagged, the dictionary's order says nothing ("chess" lists the weed before the game).
  const tagged = (sense: Synset) => tags.get(sense.offset) ?? 0;
  const floor = nouns.some((sense) => tagged(sense) > 0) ? commonSenseTags : 0;
  const kinds = new Map<number, { kind: string; sense: Synset }>();
  const addKinds = (least: number) => {
    for (const sense of nouns) {
      if (kinds.size >= maxMeaningChoices) return;
      if (tagged(sense) < least || kinds.has(sense.lexFile)) continue;
      const broader = wordNet.related(sense, relation.hypernym)[0]?.words[0];
      if (broader) kinds.set(sense.lexFile, { kind: broader, sense });
    }
  };
  addKinds(floor);
  if (kinds.size < 2) return [];
  // Once the learner is asked, the rarer kinds are offered too unless one meaning is everyday: "stroke" is a
  // movement and a maneuver in use, and the illness a learner of medicine means; "plants" are living things.
  if (!nouns.some((sense) => tagged(sense) >= everydayTags)) addKinds(0);
  return [...kinds.values()].map(({ kind, sense }) => ({ lemma: entry.lemma, kind, sense }));
}

/** FOLDOC subjects that belong to another field as much as to computing. */
const sharedSubjects = new Set([
  'mathematics',
  'logic',
  'philosophy',
  'statistics',
  'games',
  'music',
  'human language',
]);

/**
 * FOLDOC's meaning is computing proper: filed under a computing subject ("memory": storage), not jargon with no
 * subject ("dinosaur": old hardware) nor mathematics alone, and a headword as the learner wrote it rather than a
 * name that shares its letters ("Matrix", "LIGHT").
 */
function isComputingProper(topic: string, match: ComputingMatch): boolean {
  const subjects = match.sense.d ?? [];
  const named = /[A-Z]/.test(match.term) && topic === topic.toLowerCase();
  return !named && subjects.some((subject) => !sharedSubjects.has(subject));
}

/** Words that show a dictionary meaning is already the computing one ("algorithm", "encryption"). */
const computingWords = /\b(?:computer|computers|computing|program|programs|programming|software|data|processor)\b/;

/** FOLDOC's meaning of a word as another meaning to choose beside the dictionary's ("memory", "stack"). */
function computingMeaning(wordNet: WordNet, topic: string, entry: Entry, match: ComputingMatch | undefined) {
  if (!match || match.context || !isComputingProper(topic, match)) return undefined;
  const first = entry.senses.find((sense) => sense.pos === 'noun');
  const around = first ? [first, ...wordNet.related(first, relation.hypernym)] : [];
  if (around.some((sense) => computingWords.test(`${sense.words.join(' ')} ${sense.definition}`))) return undefined;
  return `${match.term} in computing`;
}

/** WordNet's subject of acts (lexnames(5WN)), where games and sports are filed. */
const acts = 4;
/** WordNet's subjects of living bodies (lexnames(5WN)): noun.body first, then noun.animal and noun.plant. */
const bodies = [8, 5, 20];

/**
 * The meaning a topic asking for anatomy, parts, kinds or rules is about, else none. Anatomy: the most common meaning
 * of a body ("temple anatomy": the side of the head, not the building). Rules: the game or activity ("rules of
 * cricket": the game, not the insect). Parts or kinds: of the meanings a learner would
 * choose from, the one that has them ("ear" parts: the organ, not hearing); for parts with no choice to make, the
 * most common meaning with parts when the first has none ("parts of a flower": the blossom, not the plant).
 */
function senseAskedFor(
  wordNet: WordNet,
  entry: Entry,
  meanings: { sense: Synset }[],
  asks: TopicFrame['asks'],
): Synset | undefined {
  if (!asks) return undefined;
  const nouns = entry.senses.filter((sense) => sense.pos === 'noun');
  const only = (senses: Synset[]) => (senses.length === 1 ? senses[0] : undefined);
  if (asks === 'anatomy') {
    return bodies.map((lexFile) => nouns.find((sense) => sense.lexFile === lexFile)).find(Boolean);
  }
  if (asks === 'rules') return nouns.find((sense) => sense.lexFile === acts);
  const has = (sense: Synset) =>
    wordNet.related(sense, asks === 'parts' ? relation.partMeronym : relation.hyponym).length > 0;
  if (meanings.length > 0) return only(meanings.map(({ sense }) => sense).filter(has));
  return asks === 'parts' && nouns[0] && !has(nouns[0]) ? nouns.find(has) : undefined;
}

const article = (word: string) => (/^[aeiou]/.test(word) ? 'an' : 'a');

/**
 * Up to `quantity` cards on a topic, with a note when they are fewer or about part of the topic, from the
 * bilingual dictionaries (FreeDict) for a language's vocabulary, the dictionary (WordNet) or, for computing,
 * FOLDOC: a question or an aspect is read down to its subject ("what is sepsis", "oil painting techniques"); a
 * topic set in a technology ("JavaScript closures") or only FOLDOC knows ("binary search") is FOLDOC's; a word
 * both know, or whose dictionary meanings are of several kinds, makes the learner choose the meaning. Throws
 * cannotCover, with suggestions, when no source has it.
 */
export function topicCards(wordNet: WordNet, topic: string, quantity: number): TopicCards {
  const vocabulary = vocabularyCards(topic, quantity);
  if (vocabulary) return vocabulary;
  const respelled = respellTopic(wordNet, topic, (word) => getFoldoc().entries(word).length > 0);
  const whole = (text: string) =>
    lookupPhrase(wordNet, topicTokens(text)) !== undefined || matchComputingTopic(getFoldoc(), text) !== undefined;
  const frame = topicFrame(respelled.topic, whole);
  const result = subjectCards(wordNet, frame.subject, quantity, frame.asks);
  const notes = [...respelled.changed.map(readAsNote), aspectNote(frame), result.note?.message].filter(Boolean);
  return notes.length > 0 ? { ...result, note: { message: notes.join(' ') } } : result;
}

/** Cards on a subject: a comparison, FOLDOC's computing term, the dictionary's entry, or the topic's parts. */
function subjectCards(wordNet: WordNet, topic: string, quantity: number, asks?: TopicFrame['asks']): TopicCards {
  if (comparedSides(topic)) return comparisonCards(wordNet, topic, quantity);
  const computing = matchComputingTopic(getFoldoc(), topic);
  const match = matchTopic(wordNet, topic);
  // A phrase the dictionary has whole ("sonata form", "square root") is not a term set in a technology.
  const wholeEntry = match !== undefined && match.leftOut.length === 0;
  const fromFoldoc =
    computing && ((computing.context && !wholeEntry) || (!match && isComputingProper(topic, computing)))
      ? computingCards(topic, quantity)
      : undefined;
  if (fromFoldoc) return fromFoldoc;
  const parts = !match || match.leftOut.length > 0 ? listCards(wordNet, topic, quantity) : undefined;
  if (parts) return parts;
  if (!match) {
    const suggestions = suggestTopics(wordNet, topic, (entry) => cardsOf(wordNet, entry).length >= enoughCards);
    throw cannotCover(topic, suggestions);
  }
  if (match.leftOut.length === 0) {
    const meanings = meaningsToChooseFrom(wordNet, match.entry);
    const asked = senseAskedFor(wordNet, match.entry, meanings, asks);
    if (asked) return entryCards(wordNet, topic, { lemma: match.entry.lemma, senses: [asked] }, [], quantity);
    // A word whose everyday meaning is overwhelmingly common ('dog', 'tree') is not asked about for FOLDOC's sake.
    const everyday = Math.max(0, ...wordNet.nounTags(match.entry).values()) >= everydayTags;
    const inComputing =
      meanings.length > 0 || !everyday ? computingMeaning(wordNet, topic, match.entry, computing) : undefined;
    const kinds =
      meanings.length === 0 && inComputing ? mainMeaning(wordNet, match.entry) : meanings.map(({ kind }) => kind);
    // Two meanings filed under one broader word ("index fund" twice as a mutual fund) are one choice.
    const choices = [
      ...[...new Set(kinds)]
        .map((kind) => `${match.entry.lemma} as ${article(kind)} ${kind}`)
        .filter((choice) => {
          const chosen = matchTopic(wordNet, choice);
          return chosen && cardsOf(wordNet, chosen.entry).length >= enoughCards;
        }),
      ...(inComputing ? [inComputing] : []),
    ];
    if (choices.length > 1) {
      throw new AiError(
        'cannotCover',
        `“${match.entry.lemma}” has several meanings: choose the one you study below, so the cards are on it. ${connectHint} Or paste your notes to make cards from them.`,
        choices,
      );
    }
  }
  return entryCards(wordNet, topic, match.entry, match.leftOut, quantity);
}

/** Cards on one dictionary entry, saying when they are fewer or the entry leaves out words of the topic. */
function entryCards(wordNet: WordNet, topic: string, entry: Entry, leftOut: string[], quantity: number): TopicCards {
  const cards = cardsOf(wordNet, entry).slice(0, quantity);
  const lemma = shownLemma(entry);
  const notes: string[] = [];
  if (leftOut.length > 0) {
    notes.push(`Offline mode’s dictionary has no entry for “${topic}”, so these cards are about “${lemma}”.`);
  }
  if (cards.length < quantity) notes.push(fewerCardsNote(cards.length, quantity, `“${lemma}”`));
  return notes.length > 0 ? { cards, note: { message: notes.join(' ') } } : { cards };
}

/** The broader term of a word's first noun meaning ("recursion" → rule), to name it beside another source's. */
function mainMeaning(wordNet: WordNet, entry: Entry): string[] {
  const first = entry.senses.find((sense) => sense.pos === 'noun');
  const broader = first && wordNet.related(first, relation.hypernym)[0]?.words[0];
  return broader ? [broader] : [];
}
