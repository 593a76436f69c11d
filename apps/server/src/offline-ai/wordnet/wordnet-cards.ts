import type { GeneratedCard } from '@kurio/shared/card-generation';
import { type Entry, lexFiles, relation, type Synset, type WordNet } from './wordnet';

const maxListed = 5;
const posNames: Record<Synset['pos'], string> = { noun: 'noun', verb: 'verb', adj: 'adjective', adv: 'adverb' };

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const sentence = (text: string) => {
  const capital = capitalize(text.trim());
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
};
const sameWord = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const otherWords = (synset: Synset, term: string) => synset.words.filter((word) => !sameWord(word, term));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "**canine** (also: canid): a member of the family Canidae" */
function describe(synset: Synset, term?: string): string {
  const [head = '', ...rest] = term ? [term, ...otherWords(synset, term)] : synset.words;
  const also = rest.length > 0 ? ` (also: ${rest.join(', ')})` : '';
  return `**${head}**${also}: ${synset.definition}`;
}

const bulletList = (synsets: Synset[]) =>
  synsets
    .slice(0, maxListed)
    .map((synset) => `- ${describe(synset)}`)
    .join('\n');

function definitionAnswer(synset: Synset, term: string): string {
  const lines = [sentence(synset.definition)];
  const example = synset.examples.find((text) => text.toLowerCase().includes(term.toLowerCase())) ?? synset.examples[0];
  if (example) lines.push(`*Example:* “${example}”`);
  const synonyms = otherWords(synset, term);
  if (synonyms.length > 0) lines.push(`*Also called:* ${synonyms.join(', ')}`);
  return lines.join('\n\n');
}

/** A word of another part of speech derived from this very word (WordNet's "+" pointer, word to word). */
function derivedWord(wordNet: WordNet, synset: Synset, term: string): { synset: Synset; word: string } | undefined {
  const termNumber = synset.words.findIndex((word) => sameWord(word, term)) + 1;
  for (const pointer of synset.pointers) {
    if (pointer.symbol !== '+' || pointer.pos === synset.pos || pointer.sourceWord !== termNumber) continue;
    const target = wordNet.synset(pointer.pos, pointer.offset);
    const word = target.words[pointer.targetWord - 1];
    if (word && !sameWord(word, term)) return { synset: target, word };
  }
  return undefined;
}

/** One person, an instance of a kind ("Kant" of philosopher), not a kind of people ("Catholic"). */
const isPerson = (synset: Synset) =>
  synset.lexFile === lexFiles.person && synset.pointers.some((p) => p.symbol === '@i');
/** WordNet dates a person's life "(1724-1804)", or "(born 1946)" while they live. */
const personTense = (synset: Synset) => (/\(born /.test(synset.definition) ? 'is' : 'was');

function meaningQuestion(synset: Synset, term: string, primary: boolean, hint: string | undefined): string {
  if (primary && isPerson(synset)) return `Who ${personTense(synset)} ${term}?`;
  if (primary) return synset.pos === 'verb' ? `What does it mean to ${term}?` : `What does “${term}” mean?`;
  if (hint) return `What does “${term}” mean when it names a kind of ${hint}?`;
  const article = synset.pos === 'adj' || synset.pos === 'adv' ? 'an' : 'a';
  return `What does “${term}” mean as ${article} ${posNames[synset.pos]}?`;
}

/** Cards about the main sense of a term, most useful first. */
function primarySenseCards(wordNet: WordNet, synset: Synset, term: string): GeneratedCard[] {
  const Term = capitalize(term);
  const hypernyms = wordNet.related(synset, relation.hypernym);
  const cards: GeneratedCard[] = [
    { question: meaningQuestion(synset, term, true, undefined), answer: definitionAnswer(synset, term) },
  ];
  if (hypernyms.length > 0) {
    const question = isPerson(synset)
      ? `What kind of person ${personTense(synset)} ${term}?`
      : `${Term} is a kind of what?`;
    cards.push({ question, answer: hypernyms.map((h) => describe(h)).join('\n\n') });
  }
  const parts = wordNet.related(synset, relation.partMeronym);
  if (parts.length > 1) cards.push({ question: `Name some parts of ${term}.`, answer: bulletList(parts) });
  for (const part of parts.slice(0, maxListed)) {
    cards.push({ question: `In ${term}, what is the ${part.words[0]}?`, answer: sentence(part.definition) });
  }
  const kinds = wordNet.related(synset, relation.hyponym);
  if (kinds.length > 0) cards.push({ question: `Name some kinds of ${term}.`, answer: bulletList(kinds) });
  const wholes = wordNet.related(synset, relation.holonym);
  if (wholes.length > 0) cards.push({ question: `${Term} is part of what?`, answer: bulletList(wholes) });
  const domains = wordNet.related(synset, relation.topicDomain);
  if (domains.length > 0) {
    cards.push({ question: `${Term} is a topic in which subject area?`, answer: bulletList(domains) });
  }
  const derived = derivedWord(wordNet, synset, term);
  if (derived) {
    cards.push({
      question: `Which ${posNames[derived.synset.pos]} is formed from “${term}”, and what does it mean?`,
      answer: describe(derived.synset, derived.word),
    });
  }
  const wholeWord = new RegExp(`\\b${escapeRegExp(term)}\\b`, 'gi');
  const example = synset.examples.find((text) => text.match(wholeWord));
  if (example) {
    cards.push({
      question: `Fill in the blank: “${example.replace(wholeWord, '_____')}”`,
      answer: `**${term}**: ${synset.definition}`,
    });
  }
  const [firstHypernym] = hypernyms;
  if (firstHypernym) {
    const siblings = wordNet.related(firstHypernym, relation.hyponym).filter((s) => s.offset !== synset.offset);
    if (siblings.length > 0) {
      cards.push({
        question: `Besides ${term}, name other kinds of ${firstHypernym.words[0]}.`,
        answer: bulletList(siblings),
      });
    }
  }
  cards.push({ question: `Which term means “${synset.definition}”?`, answer: `**${term}**` });
  for (const kind of kinds) {
    const name = kind.words[0] ?? term;
    cards.push({ question: `What is ${name}, a kind of ${term}?`, answer: definitionAnswer(kind, name) });
  }
  return cards;
}

function otherSenseCard(wordNet: WordNet, synset: Synset, term: string): GeneratedCard {
  const hint = wordNet.related(synset, relation.hypernym)[0]?.words[0];
  return { question: meaningQuestion(synset, term, false, hint), answer: definitionAnswer(synset, term) };
}

/** How a meaning spells the entry's word: names and abbreviations keep their capitals ("World War I", "CPR"). */
const spelledIn = (synset: Synset, lemma: string) => synset.words.find((word) => sameWord(word, lemma)) ?? lemma;

/** The entry's word as its first meaning spells it. */
export const shownLemma = (entry: Entry) => (entry.senses[0] ? spelledIn(entry.senses[0], entry.lemma) : entry.lemma);

/** Every card WordNet supports for an entry, best first. */
export function wordNetCards(wordNet: WordNet, entry: Entry): GeneratedCard[] {
  const [primary, ...others] = entry.senses;
  if (!primary) return [];
  const primaryCards = primarySenseCards(wordNet, primary, spelledIn(primary, entry.lemma));
  const otherCards = others.map((synset) => otherSenseCard(wordNet, synset, spelledIn(synset, entry.lemma)));
  // Other meanings come right after the core facts of the main one, before the long tail of kinds.
  return [...primaryCards.slice(0, 6), ...otherCards, ...primaryCards.slice(6)];
}
