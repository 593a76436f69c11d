import type { GeneratedCard } from '@kurio/shared/card-generation';
import { sentences, stem, stopWords, terms, words } from './text/words';

const pronouns = new Set([
  'it',
  'this',
  'that',
  'these',
  'those',
  'they',
  'he',
  'she',
  'we',
  'you',
  'i',
  'there',
  'which',
  'what',
  'who',
  'here',
]);
const definitionPattern =
  /^(?<term>[^,;:]{2,80}?)\s+(?<verb>is defined as|is called|refers to|means|is|are)\s+(?<rest>.{3,})$/i;

const trimEnd = (text: string) => text.replace(/[\s.!?;:]+$/, '');
const asAnswer = (text: string) => {
  const trimmed = trimEnd(text.trim());
  return `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}.`;
};

function question(term: string, verb: string): string {
  switch (verb.toLowerCase()) {
    case 'means':
      return `What does ${term} mean?`;
    case 'refers to':
      return `What does ${term} refer to?`;
    case 'are':
      return `What are ${term}?`;
    default:
      return `What is ${term}?`;
  }
}

/** "X is Y", "X means Y", "X refers to Y" sentences, as question and answer. */
function definitionCards(lines: string[]): { cards: GeneratedCard[]; used: Set<string> } {
  const cards: GeneratedCard[] = [];
  const used = new Set<string>();
  for (const line of lines) {
    const match = definitionPattern.exec(trimEnd(line));
    const term = match?.groups?.term?.trim().replace(/^(The|A|An)\s/, (article) => article.toLowerCase());
    const verb = match?.groups?.verb ?? '';
    const rest = match?.groups?.rest ?? '';
    if (!term || words(term).length > 6 || pronouns.has(words(term)[0] ?? '')) continue;
    if (terms(term).length === 0 || /^(not|also|very|so|too|more|less)\b/i.test(rest)) continue;
    cards.push({ question: question(term, verb), answer: asAnswer(rest) });
    used.add(line);
  }
  return { cards, used };
}

/** Words that recur in the notes, most frequent first (ties: first seen). */
function keyTerms(text: string): string[] {
  const counts = new Map<string, { count: number; word: string }>();
  for (const word of words(text)) {
    if (stopWords.has(word) || word.length < 4 || /^\d+$/.test(word)) continue;
    const key = stem(word);
    const entry = counts.get(key);
    if (entry) entry.count++;
    else counts.set(key, { count: 1, word });
  }
  return [...counts.values()].sort((a, b) => b.count - a.count).map((entry) => entry.word);
}

/**
 * Fill-in-the-blank cards: each key term hidden in a sentence that uses it, as a cloze note (decision 168), so the
 * card is saved and reviewed as one made in the editor.
 */
function clozeCards(lines: string[], text: string, skip: Set<string>): GeneratedCard[] {
  const cards: GeneratedCard[] = [];
  const usedLines = new Set(skip);
  for (const term of keyTerms(text)) {
    const pattern = new RegExp(`\\b${term}\\b`, 'i');
    const line = lines.find(
      (candidate) => !usedLines.has(candidate) && pattern.test(candidate) && words(candidate).length >= 5,
    );
    if (!line) continue;
    usedLines.add(line);
    // Every use of the term is hidden (one card), so the sentence does not give it away.
    const cloze = line.replace(new RegExp(`\\b${term}\\b`, 'gi'), (word) => `{{c1::${word}}}`);
    cards.push({ type: 'cloze', question: cloze, answer: '' });
  }
  return cards;
}

/** Cards from the learner's own notes (or a document's sections): definitions first, then key-term cloze cards. */
export function notesCards(text: string): GeneratedCard[] {
  const lines = sentences(text);
  const { cards, used } = definitionCards(lines);
  return [...cards, ...clozeCards(lines, text, used)];
}
