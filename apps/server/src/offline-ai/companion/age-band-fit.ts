import type { AgeBand } from '@kurio/shared/children';
import { sentences } from '../text/words';

/** How many sentences a reply keeps for each band; the oldest children get the whole reply. */
const sentenceLimits: Record<Exclude<AgeBand, '10-12'>, number> = { '4-6': 2, '7-9': 3 };

/** Everyday words a four-to-six-year-old knows, for the longer words the replies use. */
const simplerWords: Record<string, string> = {
  interesting: 'fun',
  fascinating: 'cool',
  amazing: 'great',
  wonderful: 'great',
  incredible: 'great',
  fantastic: 'great',
  enormous: 'very big',
  tiny: 'very small',
  discover: 'find',
  imagine: 'think',
  favourite: 'best',
  favorite: 'best',
  delicious: 'yummy',
  curious: 'keen to know',
  actually: 'really',
  probably: 'maybe',
  usually: 'most of the time',
  especially: 'most of all',
};
const longWord = new RegExp(`\\b(${Object.keys(simplerWords).join('|')})\\b`, 'gi');

const keepCase = (original: string, plain: string) =>
  original.charAt(0) === original.charAt(0).toUpperCase() ? plain.charAt(0).toUpperCase() + plain.slice(1) : plain;

/**
 * An offline reply fitted to the child's age band: the youngest get at most two sentences (the opening and the
 * question that keeps them talking) in everyday words, 7–9 at most three, 10–12 the whole reply. Without a band
 * the reply is left as written.
 */
export function fitToAgeBand(reply: string, band: AgeBand | undefined): string {
  if (!band || band === '10-12') return reply;
  const parts = sentences(reply);
  const limit = sentenceLimits[band];
  let kept = parts;
  if (parts.length > limit) {
    const question = parts.findLast((part) => part.endsWith('?'));
    const opening = parts.slice(0, question ? limit - 1 : limit);
    kept = question && !opening.includes(question) ? [...opening, question] : opening;
  }
  const text = kept.join(' ');
  return band === '4-6' ? text.replace(longWord, (word) => keepCase(word, simplerWords[word.toLowerCase()]!)) : text;
}
