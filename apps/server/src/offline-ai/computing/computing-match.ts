import { longestPhrases } from '../text/longest-phrases';
import { baseForms } from '../text/word-forms';
import { type Foldoc, type FoldocEntry, type FoldocSense, termKey } from './foldoc';

/** Subjects of meanings that are not computing in themselves ("Go" is the board game in FOLDOC). */
const offSubjects = new Set(['games', 'music', 'philosophy', 'human language']);
/** Subjects too broad to make such a meaning computing ("Go" is tagged games and application). */
const broadSubjects = new Set(['application', 'company', 'product']);

/**
 * A meaning a learner of computing could be asking about: untagged, tagged with computing subjects, or a game
 * or the like with a technical subject too (alpha/beta pruning: games and algorithm).
 */
export function isComputingSense(sense: FoldocSense): boolean {
  const subjects = sense.d ?? [];
  if (!subjects.some((subject) => offSubjects.has(subject))) return true;
  return subjects.some((subject) => !offSubjects.has(subject) && !broadSubjects.has(subject));
}

const programming = [
  'programming',
  'algorithm',
  'data',
  'compiler',
  'functional programming',
  'memory management',
  'parallel',
  'testing',
  'software',
  'library',
  'complexity',
  'reduction',
  'interface',
];
const networking = ['networking', 'protocol', 'communications', 'messaging', 'web', 'security'];
const systems = ['operating system', 'file system', 'programming', 'memory management', 'parallel', 'tool', 'storage'];
const security = ['security', 'cryptography'];
const hardware = ['hardware', 'processor', 'architecture', 'storage', 'computer', 'memory management', 'electronics'];
const media = ['graphics', 'file format', 'multimedia', 'video', 'audio', 'compression'];

/**
 * For a technology's subject, the subjects of meanings that are about it in general: a JavaScript topic may
 * take a programming meaning ("JavaScript closures" → closure), an SQL one a database meaning.
 */
const fieldsOfSubject: Record<string, string[]> = {
  language: programming,
  programming,
  library: programming,
  compiler: programming,
  database: ['database', 'data'],
  networking,
  protocol: networking,
  communications: networking,
  messaging: networking,
  web: [...networking, 'hypertext'],
  hypertext: [...networking, 'hypertext'],
  'operating system': systems,
  'file system': systems,
  tool: ['tool', ...programming],
  security,
  cryptography: security,
  hardware,
  processor: hardware,
  architecture: hardware,
  storage: hardware,
  graphics: media,
  'file format': media,
};

/** Fields a topic may name after "in" ("recursion in programming"); null: any computing meaning. */
const namedFields: Record<string, string[] | null> = {
  programming,
  coding: programming,
  software: programming,
  'computer science': [...programming, 'theory', 'mathematics', 'logic'],
  computing: null,
  computers: null,
  'computer programming': programming,
  databases: ['database', 'data'],
  database: ['database', 'data'],
  networking,
  networks: networking,
  'computer networks': networking,
  'operating systems': systems,
  security,
  'computer security': security,
  cryptography: security,
  hardware,
};

/** Words after a technology's name that ask about the technology itself: "Python programming", "SQL basics". */
const aboutTheTechnology = new Set([
  'basics',
  'fundamentals',
  'introduction',
  'overview',
  'programming',
  'language',
  'programming language',
  'coding',
  'tutorial',
]);

export interface ComputingMatch {
  entry: FoldocEntry;
  sense: FoldocSense;
  /** The headword the topic named, in FOLDOC's spelling ("hash table", "TCP"). */
  term: string;
  /**
   * For a topic that names a technology or field around the term ("JavaScript closures", "joins in SQL"):
   * that name, whether the meaning's text mentions it, and else the subject that makes the meaning general to it.
   */
  context?: { name: string; mentioned: boolean; subject?: string };
}

/** The singulars a word may stand for ("queries" → query, "caches" → cache, "indices" → index): its plural's base forms. */
export function singulars(word: string): string[] {
  const lower = word.toLowerCase();
  if (lower.length < 4 || !lower.endsWith('s') || lower.endsWith('ss') || lower.endsWith('us')) return [];
  return baseForms(lower).slice(1);
}

/** The forms a phrase may be filed under: itself, its last word singular, spaces and hyphens swapped. */
function phraseForms(phrase: string): string[] {
  const words = phrase.split(' ');
  const last = words.at(-1) ?? '';
  const forms = [phrase, ...singulars(last).map((form) => [...words.slice(0, -1), form].join(' '))];
  for (const form of [...forms]) {
    if (form.includes('-')) forms.push(form.replace(/-/g, ' '));
    if (form.includes(' ')) forms.push(form.replace(/ /g, '-'));
  }
  return [...new Set(forms)];
}

/** The entries filed under a form, the one spelled as the topic spells it first, then a lower-case headword. */
function entriesFor(foldoc: Foldoc, form: string): { entry: FoldocEntry; term: string }[] {
  const key = termKey(form);
  const spelled = (entry: FoldocEntry) => [entry.h, ...(entry.a ?? [])].find((word) => termKey(word) === key) ?? '';
  const rank = (entry: FoldocEntry) => {
    const term = spelled(entry);
    if (term === form) return 0;
    return term === term.toLowerCase() ? 1 : 2;
  };
  return foldoc
    .entries(form)
    .map((entry, at) => ({ entry, at }))
    .sort((a, b) => rank(a.entry) - rank(b.entry) || a.at - b.at)
    .map(({ entry }) => ({ entry, term: spelled(entry) }));
}

/** The first entry and computing meaning a phrase (or its singular) names, with the meaning accepted by `fits`. */
function lookUp(
  foldoc: Foldoc,
  phrase: string,
  fits: (sense: FoldocSense) => boolean = isComputingSense,
): { entry: FoldocEntry; sense: FoldocSense; term: string } | undefined {
  for (const form of phraseForms(phrase)) {
    for (const { entry, term } of entriesFor(foldoc, form)) {
      const sense = entry.s.find((candidate) => isComputingSense(candidate) && fits(candidate));
      if (sense) return { entry, sense, term };
    }
  }
  return undefined;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** True when a meaning's text or its cross-references name a technology ("JavaScript", not "Java" in it). */
function mentions(sense: FoldocSense, names: string[]): boolean {
  return names.some((name) => {
    if (sense.r?.some((related) => termKey(related) === termKey(name))) return true;
    if (name.length < 2) return false;
    return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}+#])`, 'iu').test(sense.t);
  });
}

interface Context {
  name: string;
  names: string[];
  /** Subjects of meanings general to it; null for any computing meaning. */
  fields: string[] | null;
  /** The technology's own entry, when the context is one. */
  own?: { entry: FoldocEntry; sense: FoldocSense; term: string };
}

/** A technology ("JavaScript", "SQL", "TCP") or field ("programming") a topic may be set in. */
function contextOf(foldoc: Foldoc, phrase: string): Context | undefined {
  const field = namedFields[termKey(phrase)];
  if (field !== undefined) return { name: phrase, names: [], fields: field };
  for (const { entry, term } of entriesFor(foldoc, phrase)) {
    const sense = entry.s.find(isComputingSense);
    const fields = [...new Set((sense?.d ?? []).flatMap((subject) => fieldsOfSubject[subject] ?? []))];
    if (sense && fields.length > 0) {
      return { name: term, names: [entry.h, ...(entry.a ?? [])], fields, own: { entry, sense, term } };
    }
  }
  return undefined;
}

/** The term of a topic set in a context, in a meaning that mentions the context or is general to it. */
function inContext(foldoc: Foldoc, rest: string, context: Context): ComputingMatch | undefined {
  if (aboutTheTechnology.has(termKey(rest)) && context.own) {
    return { ...context.own, context: { name: context.name, mentioned: true } };
  }
  const mentioned = lookUp(foldoc, rest, (sense) => mentions(sense, context.names));
  if (mentioned) return { ...mentioned, context: { name: context.name, mentioned: true } };
  const { fields } = context;
  const general = lookUp(foldoc, rest, (sense) => fields === null || (sense.d ?? []).some((s) => fields.includes(s)));
  if (!general) return undefined;
  const subject = fields === null ? undefined : general.sense.d?.find((s) => fields.includes(s));
  return { ...general, context: { name: context.name, mentioned: false, subject } };
}

/**
 * The FOLDOC entry and meaning a topic names: the whole topic (or its singular) as a headword; else a term
 * set in a technology or field — "JavaScript closures", "closures in JavaScript", "recursion in programming" —
 * when the term's meaning mentions that technology or belongs to its subject. A longer topic is never
 * answered by one word of it alone; "X vs Y" is left to the comparison path.
 */
export function matchComputingTopic(foldoc: Foldoc, topic: string): ComputingMatch | undefined {
  const written = topic.trim().replace(/\s+/g, ' ');
  if (written === '' || /\s(?:vs\.?|versus)\s/i.test(written)) return undefined;
  // As written first ("3DNow!", "A Coroutine Language"), then without a question mark or a leading article.
  const exact = lookUp(foldoc, written);
  if (exact) return exact;
  const phrase = written.replace(/[?!.]+$/, '').replace(/^(?:the|an?) (?=\S)/i, '');
  const whole = phrase === '' ? undefined : lookUp(foldoc, phrase);
  if (whole) return whole;

  const named = phrase.match(/^(.+?) (?:in|with|using) (.+)$/i) ?? phrase.match(/^(.+?) ?\((.+)\)$/);
  if (named?.[1] && named[2]) {
    const context = contextOf(foldoc, named[2]);
    const match = context && inContext(foldoc, named[1], context);
    if (match) return match;
  }
  const words = phrase.split(' ');
  for (let length = Math.min(3, words.length - 1); length >= 1; length--) {
    const context = contextOf(foldoc, words.slice(0, length).join(' '));
    const match = context && inContext(foldoc, words.slice(length).join(' '), context);
    if (match) return match;
  }
  return undefined;
}

/** Words that join the parts of a list of terms ("TCP vs UDP", "bubble sort, quicksort"). */
const listJoiners = new Set(['and', 'or', 'vs', 'versus', 'the', 'a', 'an', 'of', 'in', 'for', 'with', 'on', 'to']);
/** Words about studying a list of terms rather than terms themselves. */
const listStudyWords = new Set(['basics', 'beginners', 'beginner', 'introduction', 'overview', 'explained', 'types']);
const longestTerm = 4;

/**
 * A topic that is a list of FOLDOC terms ("TCP vs UDP", "sorting algorithms bubble sort quicksort"), each in its
 * computing meaning: filed under a computing subject, or with no subject but no everyday meaning either
 * (`inDictionary` says which words the general dictionary has: "quicksort" is computing's alone, "mouse" is not).
 * Undefined unless the topic is a list (joined by and, or, vs or commas) and every word belongs to such a term.
 */
export function matchComputingParts(
  foldoc: Foldoc,
  topic: string,
  inDictionary: (term: string) => boolean,
): ComputingMatch[] | undefined {
  const words =
    topic
      .toLowerCase()
      .replace(/[?!.,;:]+/g, ' ')
      .match(/[\p{L}\p{N}][\p{L}\p{N}+#/-]*/gu) ?? [];
  const fits = (term: string) => (sense: FoldocSense) => {
    const subjects = sense.d ?? [];
    return subjects.length > 0 ? subjects.some((subject) => !offSubjects.has(subject)) : !inDictionary(term);
  };
  const skip = (word: string) => listJoiners.has(word) || listStudyWords.has(word);
  const phrases = longestPhrases(words, longestTerm, skip, (span) =>
    lookUp(foldoc, span.join(' '), fits(span.join(' '))),
  );
  if (!phrases) return undefined;
  const found = phrases
    .map(({ found }) => found)
    .filter((part, at, all) => all.findIndex((other) => other.entry === part.entry) === at);
  // A term of several computing meanings is read in the one that mentions most other terms of the list ("data
  // structures: stack, heap, tree": the heap that is a data structure, not the memory area beside the stack).
  const parts = found.map((part) => {
    const others = found.filter((other) => other !== part).map((other) => other.term);
    // Named in the text, or in a term it refers to ("binary tree" names the tree).
    const mentioned = (sense: FoldocSense) =>
      others.filter(
        (other) =>
          mentions(sense, [other]) ||
          (sense.r ?? []).some((related) => ` ${termKey(related)} `.includes(` ${termKey(other)} `)),
      ).length;
    const scored = part.entry.s
      .filter((sense) => isComputingSense(sense) && fits(part.term)(sense))
      .map((sense) => ({ sense, count: mentioned(sense) }));
    const best = scored.reduce((most, next) => (next.count > most.count ? next : most), {
      sense: part.sense,
      count: mentioned(part.sense),
    });
    return { ...part, sense: best.sense };
  });
  // Terms side by side usually name one thing ("JavaScript array methods"); only a list is taken apart, joined by
  // words or by commas ("data structures: stack, queue, heap").
  const listed = words.some((word) => ['and', 'or', 'vs', 'versus'].includes(word)) || topic.includes(',');
  return parts.length >= 2 && listed ? parts : undefined;
}
