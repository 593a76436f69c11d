import { longestPhrases } from '../text/longest-phrases';
import { plural } from '../text/word-forms';
import { terms } from '../text/words';
import { everyEntry, lookupPhrase, topicTokens } from './topic-match';
import { type Entry, meaningKey, relation, type Synset, type WordNet } from './wordnet';

/** Words that join the parts of a topic ("knit and purl", "mean, median, mode", "copyright vs patent"). */
const joiners = new Set(['and', 'or', 'vs', 'versus', 'v', 'the', 'a', 'an', 'of', 'in', 'for', 'with', 'on', 'to']);
/** Words that make a topic a list of things ("knit and purl", "copyright vs patent"). */
const listWords = new Set(['and', 'or', 'vs', 'versus', 'v']);
/** Words that say a topic is a field's vocabulary: "rock climbing terms" is the field's words, not "term". */
const vocabularyWords = new Set([
  'terms',
  'terminology',
  'jargon',
  'words',
  'glossary',
  'concept',
  'concepts',
  'properties',
  'features',
  'characteristics',
  'rules',
]);
/** Verbs that say what a learner does with a subject: "solving quadratic equations" is about the equations. */
const studyVerbs = new Set(['solving', 'understanding', 'learning', 'calculating', 'identifying', 'using']);
/** A longer phrase is rarely one dictionary entry. */
const longestPhrase = 4;
/** noun.Tops holds the broadest meanings (entity, thing), which say nothing about a subject. */
const broadestNouns = 3;
/** Ways fields of study, work or play are filed: a part that is one of these sets the others in it. */
const fieldKinds = new Set([
  'discipline',
  'subject',
  'field',
  'science',
  'profession',
  'occupation',
  'craft',
  'sport',
  'athletics',
  'activity',
  'avocation',
  'hobby',
  'art',
  'medicine',
  'law',
  'trade',
]);

/**
 * Fields a word's first meaning may be to set a subject in it without linking to it: `fieldKinds` but for
 * "subject" and "field", which also begin the synsets of "theme" and of a place, and "activity" and its like,
 * which take in "calculation" and "care".
 */
const broadKinds = new Set(['subject', 'field', 'activity', 'avocation', 'hobby']);
/** noun.artifact: "medicine" is also a drug, which no topic is set in. */
const artifacts = 6;
const settingFields = new Set([...fieldKinds].filter((kind) => !broadKinds.has(kind)));

export interface TopicPart {
  /** The part as one meaning of its dictionary entry. */
  entry: Entry;
  /** A field the topic names only to set the other parts in it ("nursing" of "types of shock nursing"). */
  field: boolean;
  /** The entry's only meaning, so nothing in the topic had to settle it. */
  only?: boolean;
}

/** A phrase's entry, also with its last word plural ("court of appeal" is filed as "court of appeals"). */
function lookupSpan(wordNet: WordNet, span: string[]): Entry | undefined {
  const last = span.at(-1) ?? '';
  return (
    lookupPhrase(wordNet, span) ??
    (span.length > 1 ? lookupPhrase(wordNet, [...span.slice(0, -1), plural(last)]) : undefined)
  );
}

/**
 * The topic's words as dictionary phrases, longest first from the left ("electric current and voltage" →
 * electric current, voltage). A word after a phrase takes the phrase's first words when that makes an entry
 * ("food chains and webs" → food chain, food web). Undefined when a content word is in no entry, or when the
 * parts would split "X of Y", which names one thing ("court of appeal").
 */
function segments(wordNet: WordNet, tokens: string[]): Entry[] | undefined {
  // "of" may join a phrase's words but never parts: a lone "of" starts no phrase, so the topic is not a list.
  const skip = (token: string, at: number) =>
    (joiners.has(token) && token !== 'of') || vocabularyWords.has(token) || (at === 0 && studyVerbs.has(token));
  const phrases = longestPhrases(tokens, longestPhrase, skip, (span) => lookupSpan(wordNet, span));
  const found: Entry[] = [];
  for (const { found: entry, at, length } of phrases ?? []) {
    const previous = found.at(-1)?.lemma.split(' ') ?? [];
    const word = tokens[at] ?? '';
    const shared = length === 1 && previous.length > 1 && lookupSpan(wordNet, [...previous.slice(0, -1), word]);
    found.push(shared || entry);
  }
  return phrases && found;
}

/**
 * A list whose items share the last word ("igneous, sedimentary and metamorphic rocks", "major and minor scales")
 * spelled out item by item, when the dictionary has each whole ("igneous rock"): undefined otherwise.
 */
function withSharedHead(wordNet: WordNet, tokens: string[]): string[] | undefined {
  const head = tokens.at(-1);
  const items = tokens.slice(0, -1).filter((token) => !joiners.has(token));
  // Three or more items need no "and" ("igneous sedimentary metamorphic rocks"); two without one may be a phrase
  // and a word ("modern art history").
  const listed = tokens.some((token) => listWords.has(token));
  if (!head || items.length < (listed ? 2 : 3)) return undefined;
  if (!items.every((item) => lookupSpan(wordNet, [item, head]))) return undefined;
  return items.flatMap((item, at) => (at === 0 ? [item, head] : ['and', item, head]));
}

/**
 * Noun meanings but the broadest, or with `labelled` those the gloss sets in a field ("(biology) the basic … unit":
 * a cell), which a field the topic names may choose.
 */
const nouns = (entry: Entry, labelled = false) =>
  entry.senses.filter(
    (sense) =>
      sense.pos === 'noun' && (sense.lexFile !== broadestNouns || (labelled && glossLabel(sense) !== undefined)),
  );

const parentsOf = (wordNet: WordNet, synset: Synset) => wordNet.related(synset, relation.hypernym);

interface Meaning {
  synset: Synset;
  parents: Set<number>;
  up: Set<number>;
  /** Its fields: WordNet's topic domains and the label a gloss opens with ("(law) criminal intent"). */
  fields: Set<string>;
  names: Set<string>;
  words: Set<string>;
}

const glossLabel = (synset: Synset) => synset.definition.match(/^\(([a-z][a-z ]*)\)/)?.[1];

function meaningOf(wordNet: WordNet, synset: Synset): Meaning {
  const around = [relation.hypernym, relation.holonym, relation.topicDomain, relation.partMeronym].flatMap((symbols) =>
    wordNet.related(synset, symbols),
  );
  const text = [synset, ...around].map((s) => [...s.words, s.definition].join(' ')).join(' ');
  return {
    synset,
    parents: new Set(parentsOf(wordNet, synset).map((s) => s.offset)),
    up: new Set(wordNet.broader(synset).map((s) => s.offset)),
    fields: new Set([
      ...wordNet.related(synset, relation.topicDomain).flatMap((domain) => domain.words),
      ...[glossLabel(synset)].filter((label) => label !== undefined),
    ]),
    names: new Set(synset.words),
    words: new Set(terms(text)),
  };
}

/**
 * How surely two meanings belong together: one is the other's broader term or field, they share a broader term or
 * a field, or their glosses and neighbours share words. 0 for none.
 */
function link(one: Meaning, other: Meaning): number {
  const shared = [...one.words].filter((word) => other.words.has(word)).length;
  // The words they share rank meanings linked alike: the chemical base beside "acids" before the nucleotide.
  return linkLevel(one, other, shared) + Math.min(shared, 9) / 10;
}

function linkLevel(one: Meaning, other: Meaning, shared: number): number {
  if (one.up.has(other.synset.offset) || other.up.has(one.synset.offset)) return 3;
  const within = (inner: Meaning, outer: Meaning) => [...inner.fields].some((field) => outer.names.has(field));
  if (within(one, other) || within(other, one)) return 3;
  if ([...one.fields].some((field) => other.fields.has(field))) return 3;
  if ([...one.parents].some((offset) => other.parents.has(offset))) return 2;
  if ([...one.up].some((offset) => other.up.has(offset))) return 1;
  return shared >= 4 ? 2 : shared >= 2 ? 1 : 0;
}

/**
 * A meaning that is itself a field of study, work or play ("nursing", "chemistry", "sailing"), by the main name of
 * it or its broader terms: "activity" is also a last synonym of "natural process", which erosion is not a field of.
 */
function isField(wordNet: WordNet, synset: Synset): boolean {
  return [synset, ...wordNet.broader(synset)].some((s) => fieldKinds.has(s.words[0] ?? ''));
}

/**
 * The one phrase left of a topic once words about studying are set aside ("solving quadratic equations"),
 * when its meanings are all of one kind, in its first meaning.
 */
function onlyPart(entry: Entry | undefined): TopicPart[] | undefined {
  const meanings = entry ? nouns(entry) : [];
  const [first] = meanings;
  if (!entry || !first || new Set(meanings.map((sense) => sense.lexFile)).size > 1) return undefined;
  return [{ entry: { lemma: entry.lemma, senses: [first] }, field: false }];
}

/**
 * The entry's meaning as a branch of study: its first ("physics", "ethics"), not a word that can be one ("model"),
 * unless the topic sets the subject "in" it ("derivatives in calculus"), which says the word names a field.
 */
function settingField(wordNet: WordNet, entry: Entry, saidIn = false): Synset | undefined {
  const meanings = saidIn ? nouns(entry) : nouns(entry).slice(0, 1);
  return meanings.find((meaning) =>
    upToFour(wordNet, meaning).some((s) => s.lexFile !== artifacts && settingFields.has(s.words[0] ?? '')),
  );
}

/** A meaning and its broader terms four steps up: biology is a life science, a natural science, a science, a discipline. */
function upToFour(wordNet: WordNet, synset: Synset): Synset[] {
  const found = [synset];
  let level = [synset];
  for (let step = 0; step < 4 && level.length > 0; step++) {
    level = level.flatMap((s) => parentsOf(wordNet, s));
    found.push(...level);
  }
  return found;
}

/**
 * "terminal velocity physics", "opportunity cost economics": a subject of one meaning, and a field it is studied
 * in. The field settles nothing, so it need not be linked to the subject; a subject of several meanings, or a lone
 * word ("scoring", which WordNet knows only as grading), is left to the links.
 */
function subjectInField(
  wordNet: WordNet,
  entries: Entry[],
  fieldOf: (entry: Entry) => Synset | undefined,
): TopicPart[] | undefined {
  if (entries.length !== 2) return undefined;
  for (const [at, entry] of entries.entries()) {
    const field = fieldOf(entry);
    const other = entries[1 - at];
    // A phrase ("terminal velocity") names one thing; a lone word of one meaning here may have others WordNet lacks.
    const subject = other && nouns(other).length === 1 && /[\s-]/.test(other.lemma) ? onlyPart(other) : undefined;
    if (field && subject?.[0] && settingField(wordNet, subject[0].entry) === undefined) {
      const parts = [...subject, { entry: { lemma: entry.lemma, senses: [field] }, field: true }];
      return at === 0 ? parts.reverse() : parts;
    }
  }
  return undefined;
}

/**
 * Whether a meaning lies in a field, or is that field, by more than the words of their neighbours' glosses
 * ("consideration" shares some with contract law in no legal meaning): they are linked in WordNet, their own
 * glosses share two words ("derivative" and calculus: differentiation, mathematics), or the meaning's gloss label
 * names a branch of the field ("(pathology) … collapse", a shock in medicine).
 */
function inField(wordNet: WordNet, meaning: Meaning, field: Meaning): boolean {
  if (linkLevel(meaning, field, 0) >= sureLink) return true;
  const own = (synset: Synset) => new Set(terms([...synset.words, synset.definition].join(' ')));
  const fieldWords = own(field.synset);
  if ([...own(meaning.synset)].filter((word) => fieldWords.has(word)).length >= 2) return true;
  const label = glossLabel(meaning.synset);
  const branches = label ? nouns(wordNet.lookup(label) ?? { lemma: label, senses: [] }) : [];
  return branches.some((branch) => upToFour(wordNet, branch).some((s) => s.offset === field.synset.offset));
}

/** The least sure link a part's meaning needs to another part's to be taken as the learner's. */
const sureLink = 2;
/** The same for parts the learner lists ("erosion and deposition"). */
const listedLink = 1;
/** How much better than a meaning of another kind the chosen one must link. */
const closeCall = 0.3;

/**
 * Parts that each have one meaning leave nothing to settle ("opportunity cost and scarcity", "kant categorical
 * imperative"), when one is a phrase or a name: WordNet's one meaning of a lone word may not be the only one now
 * ("docker" is a dock worker in it, a container tool to a programmer). Undefined otherwise.
 */
function eachOfOneMeaning(
  wordNet: WordNet,
  entries: Entry[],
  isField: (at: number) => boolean,
): TopicPart[] | undefined {
  const named = entries.some(
    (entry) => /[\s-]/.test(entry.lemma) || entry.senses[0]?.words.some((word) => word !== word.toLowerCase()),
  );
  // One meaning in every spelling: "bars" is filed once, as the gymnast's parallel bars, but a bar is also a measure.
  const meanings = (entry: Entry) =>
    new Set(everyEntry(wordNet, topicTokens(entry.lemma)).flatMap((each) => each.senses.map(meaningKey)));
  if (!named || entries.some((entry) => meanings(entry).size !== 1)) return undefined;
  return entries.map((entry, at) => ({ entry, field: isField(at), only: true }));
}

/**
 * A listed part taken in a meaning that is not its first on a weak link (a broader term two steps up, or two shared
 * gloss words) is more often another meaning than the learner's: casting beside sculpture as a fishing cast, "ring
 * theory" as a chemist's ring, the pot of snooker as poker's. It stands when its gloss names another part (a
 * charge is "unbalanced electricity" beside static electricity; a rule "of a game or sport" beside offside).
 * Decision 190.
 */
function weakOverFirst(wordNet: WordNet, entry: Entry, chosen: Synset, best: number, others: Meaning[][]): boolean {
  if (Math.floor(best) >= sureLink || nouns(entry)[0]?.offset === chosen.offset) return false;
  return !echoes(wordNet, chosen, others);
}

/** Whether a meaning's gloss names another part: its name, its field or its broader term ("charge": electricity). */
function echoes(wordNet: WordNet, chosen: Synset, others: Meaning[][]): boolean {
  const gloss = new Set(terms(chosen.definition));
  const named = (name: string) => terms(name).length > 0 && terms(name).every((word) => gloss.has(word));
  return others.some((theirs) =>
    theirs.some((their) =>
      [...their.names, ...their.fields, ...parentsOf(wordNet, their.synset).flatMap((parent) => parent.words)].some(
        named,
      ),
    ),
  );
}

/**
 * A topic of several dictionary phrases ("mean median mode", "port and starboard", "cells in biology"), each in
 * the meaning the others point to: the one whose broader terms, field or gloss it shares with a meaning of
 * another part. Undefined unless every part has such a meaning, and one only of its kind, so a word the others
 * do not settle ("bank" beside "river" or "money") is never guessed.
 */
export function matchParts(wordNet: WordNet, topic: string): TopicPart[] | undefined {
  const written = topicTokens(topic);
  const tokens = withSharedHead(wordNet, written) ?? written;
  const entries = segments(wordNet, tokens);
  if (!entries || entries.length === 0) return undefined;
  if (entries.length === 1) return onlyPart(entries[0]);
  // A field is named in its field meaning ("biology" the science, not a region's plants and animals).
  // "cells in biology": the last part is where the others are studied.
  const saidIn = entries.length === 2 && tokens.includes('in');
  const fields = entries.map((entry, at) =>
    entries.length === 2 ? settingField(wordNet, entry, saidIn && at === 1) : undefined,
  );
  const fieldOf = (entry: Entry) => fields[entries.indexOf(entry)];
  const inAField = fields.some((field) => field !== undefined);
  const candidates = entries.map((entry, at) =>
    (fields[at] ? [fields[at]] : nouns(entry, inAField)).map((synset) => meaningOf(wordNet, synset)),
  );
  if (candidates.some((meanings) => meanings.length === 0)) return undefined;
  const alone = eachOfOneMeaning(wordNet, entries, (at) => fields[at] !== undefined);
  if (alone) return alone;
  // Two nouns side by side usually name one thing ("stroke symptoms" are symptoms of a stroke), not a list.
  const listed = tokens.some((token) => listWords.has(token)) || entries.length > 2;
  if (!listed) {
    const inField = subjectInField(wordNet, entries, fieldOf);
    if (inField) return inField;
  }
  // Things a learner lists together are of one kind, and a field named beside a subject ("cells in biology") is
  // where its meaning lies: a broader term two steps up, or two shared gloss words, is link enough.
  const needed = listed || inAField ? listedLink : sureLink;
  const parts: TopicPart[] = [];
  for (const [index, meanings] of candidates.entries()) {
    const others = candidates.filter((_, other) => other !== index);
    const scored = meanings.map((meaning) => {
      const links = others.map((theirs) => Math.max(...theirs.map((their) => link(meaning, their))));
      return { meaning, score: Math.max(...links), total: links.reduce((sum, one) => sum + one, 0) };
    });
    const best = Math.max(...scored.map(({ score }) => score));
    if (Math.floor(best) < needed) return undefined;
    const settled = scored.some(
      ({ meaning, score }) =>
        score === best && others.some((theirs) => theirs.some((their) => inField(wordNet, meaning, their))),
    );
    if (inAField && !listed && !settled) return undefined;
    const most = Math.max(...scored.filter(({ score }) => score === best).map(({ total }) => total));
    const chosen = scored.find(({ score, total }) => score === best && total === most)?.meaning.synset;
    // A meaning of another kind linked almost as well leaves the word unsettled ("bank" beside "money" and "river").
    const rival = Math.max(
      0,
      ...scored.filter(({ meaning }) => meaning.synset.lexFile !== chosen?.lexFile).map(({ score }) => score),
    );
    if (best - rival < closeCall) return undefined;
    const entry = entries[index];
    if (!chosen || !entry) return undefined;
    if (!settled && weakOverFirst(wordNet, entry, chosen, best, others)) return undefined;
    const field = isField(wordNet, chosen) || fieldOf(entry)?.offset === chosen.offset;
    parts.push({ entry: { lemma: entry.lemma, senses: [chosen] }, field });
  }
  // A field names where the others belong; when every part is a field ("law and medicine") each is studied.
  if (parts.every((part) => part.field)) return parts.map((part) => ({ ...part, field: false }));
  if (!listed && !parts.some((part) => part.field)) return undefined;
  return parts;
}
