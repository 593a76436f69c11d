import type { CardGenerationNote, GeneratedCard } from '@kurio/shared/card-generation';
import { distinctCards } from '../../adapters/ai/cards/card-list';
import { fewerCardsNote, interleave } from '../card-notes';
import { wordTable } from '../text/word-table';
import { sentences } from '../text/words';
import { type ComputingMatch, isComputingSense, matchComputingTopic } from './computing-match';
import { type Foldoc, type FoldocEntry, type FoldocSense, getFoldoc, termKey } from './foldoc';

const blank = '_____';
const maxRelated = 8;
const maxOtherSenses = 2;
const sourceLine = '*From FOLDOC, the Free On-line Dictionary of Computing.*';

/** How a subject reads after "in" ("What is “join” (in databases)?"). */
const subjectFields = wordTable({
  programming: 'programming',
  algorithm: 'algorithms',
  data: 'data processing',
  database: 'databases',
  networking: 'networking',
  protocol: 'networking',
  communications: 'communications',
  web: 'the web',
  security: 'security',
  cryptography: 'cryptography',
  'operating system': 'operating systems',
  'file system': 'file systems',
  hardware: 'hardware',
  processor: 'processors',
  architecture: 'computer architecture',
  storage: 'storage',
  graphics: 'graphics',
  theory: 'computing theory',
  mathematics: 'mathematics',
  logic: 'logic',
  language: 'programming languages',
  jargon: 'hacker jargon',
  character: 'character sets',
  text: 'text processing',
  messaging: 'messaging',
  compiler: 'compilers',
  'functional programming': 'functional programming',
});

/** Subjects whose entries are names of people and organisations: asked about last among related terms. */
const nameSubjects = new Set(['person', 'body', 'project', 'publication', 'product']);
/** Companies: FOLDOC's company profiles (size, worth, market) date fast, so they make no cards. */
const companies = new Set(['company']);

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const asSentence = (text: string) => {
  const capital = capitalize(text.trim());
  return /[.!?)"'”]$/.test(capital) ? capital : `${capital}.`;
};
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wholeWord = (word: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?:e?s)?(?![\\p{L}\\p{N}])`, 'giu');

/** The letters of an acronym ("TCP/IP" → TCPIP), or undefined when a word is not one. */
const acronymLetters = (word: string) =>
  /^[A-Z][A-Z0-9&/+-]{1,9}$/.test(word) ? word.replace(/[^A-Z]/g, '') : undefined;

/**
 * The spelled-out name an acronym stands for among an entry's headwords: one whose initials, or whose capital
 * letters, are the acronym's ("TCP" → Transmission Control Protocol, "COBOL" → COmmon Business Oriented Language).
 */
function expansionOf(entry: FoldocEntry, acronym: string): string | undefined {
  const letters = acronymLetters(acronym);
  if (!letters) return undefined;
  return [entry.h, ...(entry.a ?? [])].find((name) => {
    const words = name.split(/[\s-]+/);
    if (words.filter((word) => /^\p{L}/u.test(word)).length < 2 || words.includes(acronym)) return false;
    const initials = words.map((word) => word.charAt(0).toUpperCase()).join('');
    const capitals = name.replace(/[^A-Z]/g, '');
    return initials === letters || capitals === letters;
  });
}

/** The acronym among an entry's headwords that a long name stands behind ("Transmission Control Protocol" → TCP). */
const acronymOf = (entry: FoldocEntry, name: string) =>
  [entry.h, ...(entry.a ?? [])].find((word) => expansionOf(entry, word) === name);

/** The name to ask about for a cross-reference: its headword, or its acronym for "COmmon Business Oriented Language". */
const shortName = (entry: FoldocEntry) => (/\b[A-Z]{2,}[a-z]/.test(entry.h) && acronymOf(entry, entry.h)) || entry.h;

/**
 * The meaning of a related entry to explain: the first computing one sharing a subject with the meaning it
 * was named in ("ABC" named by Python is the language, not the Atanasoff-Berry Computer), else the first.
 */
function senseOf(entry: FoldocEntry, near?: FoldocSense): FoldocSense | undefined {
  const computing = entry.s.filter(isComputingSense);
  const subjects = near?.d ?? [];
  return computing.find((sense) => sense.d?.some((subject) => subjects.includes(subject))) ?? computing[0];
}

/**
 * A meaning in plain words: its text, and for a meaning that only points elsewhere ("join": "inner join
 * (common) or outer join"), what each entry it points at means.
 */
function meaningText(foldoc: Foldoc, sense: FoldocSense, term: string): string {
  const lines = [sense.p ? `**${term}**: ${sense.t}` : asSentence(sense.t)];
  for (const target of sense.p ?? []) {
    const entry = foldoc.entry(target);
    const meaning = entry && senseOf(entry, sense);
    if (entry && meaning && !meaning.p) lines.push(`**${target}**: ${asSentence(meaning.t)}`);
  }
  return lines.join('\n\n');
}

/** What to call a term in an answer's first line: "**TCP** stands for **Transmission Control Protocol**." */
function nameLine(entry: FoldocEntry, term: string): string | undefined {
  const expansion = expansionOf(entry, term);
  if (expansion) return `**${term}** stands for **${expansion}**.`;
  const acronym = acronymOf(entry, term);
  if (acronym && acronym !== term) return `**${term}** is abbreviated **${acronym}**.`;
  if (termKey(entry.h) !== termKey(term) && !expansionOf(entry, entry.h)) {
    return `FOLDOC explains “${term}” under **${entry.h}**.`;
  }
  return undefined;
}

const isPerson = (sense: FoldocSense) => sense.d?.includes('person') === true;

function definitionQuestion(term: string, sense: FoldocSense, field: string): string {
  if (isPerson(sense)) return /^\(\d{3,4}\s*-\s*\d{3,4}\)/.test(sense.t) ? `Who was ${term}?` : `Who is ${term}?`;
  return `What is “${term}” (in ${field})?`;
}

/** A sentence with one occurrence of a name blanked, or undefined when the name is absent or said twice. */
function blanked(sentence: string, name: string): { text: string; word: string } | undefined {
  const found = sentence.match(wholeWord(name)) ?? [];
  if (found.length !== 1 || !found[0]) return undefined;
  const text = sentence.replace(wholeWord(name), blank);
  return text.replace(blank, '').split(/\s+/).length >= 6 ? { text, word: found[0] } : undefined;
}

/** "Fill in the blank" cards from a meaning: the term's own name blanked, then related terms it names. */
function blankCards(foldoc: Foldoc, match: ComputingMatch, related: Related[]): GeneratedCard[] {
  const { entry, sense, term } = match;
  const cards: GeneratedCard[] = [];
  const own = [term, entry.h, ...(entry.a ?? [])].filter((name) => name.length >= 3);
  // A meaning that only points elsewhere ("join") is explained by the meanings it points at.
  const explained = sense.p
    ? sense.p.flatMap((target) => {
        const found = foldoc.entry(target);
        const meaning = found && senseOf(found, sense);
        return meaning && !meaning.p ? [meaning.t] : [];
      })
    : [sense.t];
  const said = explained.flatMap(sentences);
  const asides = /^(?:Also called|Also known as|Formerly|Commonly|Originally)\b/;
  const usable = said.filter((sentence) => !asides.test(sentence));
  const [ownBlank] = (sense.p ? [] : usable).flatMap((sentence) => own.map((name) => blanked(sentence, name)));
  if (ownBlank) cards.push({ question: `Fill in the blank: “${ownBlank.text}”`, answer: `**${ownBlank.word}**` });
  const names = related.flatMap(({ entry: other }) =>
    [other.h, ...(other.a ?? [])].filter((name) => name.length >= 3 && !own.includes(name)),
  );
  for (const sentence of usable) {
    if (cards.length >= 3) break;
    if (ownBlank && sentence.replace(wholeWord(ownBlank.word), blank) === ownBlank.text) continue;
    const found = names.map((name) => blanked(sentence, name)).find(Boolean);
    if (found)
      cards.push({ question: `Fill in the blank about “${term}”: “${found.text}”`, answer: `**${found.word}**` });
  }
  return cards;
}

/** The definition asked the other way round: "Which computing term means “…”?" */
function recallCard(match: ComputingMatch): GeneratedCard | undefined {
  const [first] = sentences(match.sense.t);
  if (!first || match.sense.p || first.split(/\s+/).length < 5) return undefined;
  if ([match.term, match.entry.h].some((name) => wholeWord(name).test(first))) return undefined;
  return { question: `Which computing term is defined as “${first}”?`, answer: `**${match.term}**` };
}

interface Related {
  entry: FoldocEntry;
  sense: FoldocSense;
}

const hasSubject = (sense: FoldocSense, subjects: Set<string>) => sense.d?.some((s) => subjects.has(s)) === true;
const jargon = new Set(['jargon']);

/**
 * Entries a meaning refers to (or, for a meaning that only points elsewhere, its targets' references), each in
 * the meaning nearest the topic's: concepts first, then people and organisations; hacker slang only for slang.
 */
function relatedEntries(foldoc: Foldoc, match: ComputingMatch): Related[] {
  const { entry, sense, context } = match;
  const pointed = (sense.p ?? []).flatMap((target) => {
    const found = foldoc.entry(target);
    const meaning = found && senseOf(found, sense);
    return meaning ? [target, ...(meaning.r ?? [])] : [];
  });
  const skip = new Set([termKey(entry.h), ...(entry.a ?? []).map(termKey), ...(sense.p ?? []).map(termKey)]);
  if (context) skip.add(termKey(context.name));
  const found: Related[] = [];
  for (const name of [...(sense.r ?? []), ...pointed]) {
    const other = foldoc.entry(name);
    const meaning = other && senseOf(other, sense);
    if (!other || !meaning || skip.has(termKey(other.h)) || found.some((item) => item.entry === other)) continue;
    if ((hasSubject(meaning, jargon) && !hasSubject(sense, jargon)) || hasSubject(meaning, companies)) continue;
    found.push({ entry: other, sense: meaning });
  }
  const isName = (item: Related) => hasSubject(item.sense, nameSubjects);
  return [...found.filter((item) => !isName(item)), ...found.filter(isName)].slice(0, maxRelated);
}

function relatedCard(foldoc: Foldoc, term: string, { entry, sense }: Related): GeneratedCard {
  const name = shortName(entry);
  const verb = isPerson(sense) ? 'who is' : 'what is';
  const answer = [nameLine(entry, name), meaningText(foldoc, sense, name)].filter(Boolean).join('\n\n');
  return { question: `In the context of “${term}”, ${verb} “${name}”?`, answer };
}

/** Cards on an entry's other computing meanings, when the topic named the term alone. */
function otherSenseCards(foldoc: Foldoc, match: ComputingMatch): GeneratedCard[] {
  if (match.context) return [];
  const others = match.entry.s.filter((sense) => sense !== match.sense && isComputingSense(sense));
  const asked = new Set<string>();
  return others.slice(0, maxOtherSenses).map((sense, at) => {
    const field = sense.d?.map((subject) => subjectFields[subject]).find(Boolean);
    let question = field
      ? `What does “${match.term}” mean in ${field}?`
      : `What is another meaning of “${match.term}” in computing?`;
    if (asked.has(question)) question = `What is a further meaning (${at + 2}) of “${match.term}” in computing?`;
    asked.add(question);
    return { question, answer: meaningText(foldoc, sense, match.term) };
  });
}

/** Every card the dictionary supports for a match, most useful first. */
function cardsFor(foldoc: Foldoc, match: ComputingMatch): GeneratedCard[] {
  const { entry, sense, term, context } = match;
  const subject = context?.subject && subjectFields[context.subject];
  const field = context && !context.mentioned && subject ? subject : 'computing';
  const definition: GeneratedCard = {
    question: definitionQuestion(term, sense, field),
    answer: [nameLine(entry, term), meaningText(foldoc, sense, term), sourceLine].filter(Boolean).join('\n\n'),
  };
  const related = relatedEntries(foldoc, match);
  const relatedCards = related.map((item) => relatedCard(foldoc, term, item));
  const [firstBlank, ...moreBlanks] = blankCards(foldoc, match, related);
  const recall = recallCard(match);
  return [
    definition,
    ...(firstBlank ? [firstBlank] : []),
    ...otherSenseCards(foldoc, match),
    ...relatedCards.slice(0, 2),
    ...moreBlanks,
    ...(recall ? [recall] : []),
    ...relatedCards.slice(2),
  ];
}

function notesFor(topic: string, match: ComputingMatch, written: number, quantity: number): string[] {
  const notes: string[] = [];
  const { context, term } = match;
  if (context) {
    let about = `“${term}”`;
    if (termKey(term) !== termKey(context.name)) {
      const field = context.subject ? (subjectFields[context.subject] ?? 'computing') : 'computing';
      about = context.mentioned
        ? `“${term}”, whose dictionary entry mentions ${context.name}`
        : `“${term}” in ${field} generally`;
    }
    notes.push(
      `Offline mode’s computing dictionary has no entry for “${topic.trim()}”, so these cards are about ${about}.`,
    );
  }
  if (written < quantity) {
    notes.push(fewerCardsNote(written, quantity, `“${term}”`));
  }
  return notes;
}

/** Cards on each of a list of terms in turn ("TCP vs UDP"), with a note naming them. */
export function computingPartCards(
  parts: ComputingMatch[],
  quantity: number,
): { cards: GeneratedCard[]; note: CardGenerationNote } {
  const foldoc = getFoldoc();
  const cards = distinctCards(interleave(...parts.map((part) => cardsFor(foldoc, part)))).slice(0, quantity);
  const names = parts.map((part) => `“${part.term}”`).join(', ');
  const notes = [`Cards on ${names}, each in its computing meaning.`];
  if (cards.length < quantity) notes.push(fewerCardsNote(cards.length, quantity, 'them'));
  return { cards, note: { message: notes.join(' ') } };
}

/**
 * Up to `quantity` cards on a computing topic from FOLDOC, the Free On-line Dictionary of Computing, with a note
 * when they are fewer or about part of the topic; undefined when FOLDOC has no entry for the topic as a whole
 * (or for its term in a meaning that fits the technology the topic names).
 */
export function computingCards(
  topic: string,
  quantity: number,
): { cards: GeneratedCard[]; note?: CardGenerationNote } | undefined {
  const foldoc = getFoldoc();
  const match = matchComputingTopic(foldoc, topic);
  if (!match) return undefined;
  const cards = distinctCards(cardsFor(foldoc, match)).slice(0, quantity);
  if (cards.length === 0) return undefined;
  const notes = notesFor(topic, match, cards.length, quantity);
  return notes.length > 0 ? { cards, note: { message: notes.join(' ') } } : { cards };
}
