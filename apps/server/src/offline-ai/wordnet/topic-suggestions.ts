import { distance } from 'fastest-levenshtein';
import { topicWordForms } from './topic-forms';
import { topicTokens } from './topic-match';
import type { Entry, WordNet } from './wordnet';

const maxSuggestions = 3;
/** Typos a longer word can carry and still be recognised; short words collide with too many others. */
const allowedEdits = (length: number) => (length <= 4 ? 1 : length <= 8 ? 2 : 3);

/**
 * Dictionary entries spelled close to a topic the dictionary lacks ("mitocondria" → mitochondrion,
 * "photosynthesys" → photosynthesis), nearest and most used first, each one the offline generator can write
 * enough cards on. Learners rarely get the first letter wrong, so only entries with the same one are compared.
 */
export function suggestTopics(wordNet: WordNet, topic: string, canCover: (entry: Entry) => boolean): string[] {
  const tokens = topicTokens(topic);
  const last = tokens.at(-1);
  const phrase = tokens.join(' ');
  if (!last || phrase.length < 3) return [];
  const spellings = topicWordForms(last).map((form) => [...tokens.slice(0, -1), form].join(' '));
  // A phrase's near spellings are other phrases ("water cooler" for "water cycle"): only a one-letter slip counts.
  const limit = tokens.length > 1 ? 1 : allowedEdits(phrase.length);
  const near: { lemma: string; edits: number; used: number }[] = [];
  for (const lemma of wordNet.lemmasStartingWith(phrase.charAt(0))) {
    if (Math.abs(lemma.length - phrase.length) > limit + 2) continue;
    const edits = Math.min(...spellings.map((spelling) => distance(spelling, lemma)));
    if (edits > 0 && edits <= limit) near.push({ lemma, edits, used: wordNet.usage(lemma)?.tagged ?? 0 });
  }
  near.sort((a, b) => a.edits - b.edits || b.used - a.used || a.lemma.localeCompare(b.lemma));
  const suggestions: string[] = [];
  for (const { lemma } of near) {
    const entry = wordNet.entry(lemma);
    if (entry && canCover(entry)) suggestions.push(lemma);
    if (suggestions.length === maxSuggestions) break;
  }
  return suggestions;
}
