import { createRequire } from 'node:module';
import type Nlp from 'compromise';
import { distance } from 'fastest-levenshtein';
import { childSpellings } from '../offline-ai/text/child-spelling';
import { isEnglishWord } from '../offline-ai/text/english-words';
import { wordTable } from '../offline-ai/text/word-table';

/** Family words as the rules name them: the safety rules are written with "mom", "dad", "grandma", "grandpa". */
const familyWords = wordTable({
  mum: 'mom',
  mummy: 'mom',
  mommy: 'mom',
  mama: 'mom',
  momma: 'mom',
  daddy: 'dad',
  papa: 'dad',
  grandad: 'grandpa',
  granddad: 'grandpa',
  nan: 'grandma',
  nana: 'grandma',
  granny: 'grandma',
  pyjamas: 'pajamas',
});

let nlp: typeof Nlp | undefined;
/**
 * compromise expands its lexicon when it loads (about half a second of CPU), so it loads on the first message
 * rather than delaying every server start; its CommonJS build is what lets that load stay synchronous.
 */
const lemmatiser = (): typeof Nlp => {
  if (!nlp) nlp = createRequire(import.meta.url)('compromise') as typeof Nlp;
  return nlp;
};

function isSubsequence(short: string, long: string): boolean {
  let at = 0;
  for (const char of long) if (char === short[at]) at++;
  return at === short.length;
}

/**
 * A misspelt word becomes the rule word it is one edit from (two for long words), so "sucide", "bulied" and
 * "hiting" still match; real English words are never changed.
 */
function correct(word: string, vocabulary: readonly string[]): string {
  if (word.length < 5 || vocabulary.length === 0 || /\d/.test(word) || vocabulary.includes(word) || isEnglishWord(word))
    return word;
  const allowed = word.length >= 8 ? 2 : 1;
  // Among equally near words, prefer one the child only dropped letters from ("hiting" → "hitting", not
  // "hiding"), then one with the same first letter: children rarely misspell how a word starts.
  const near = vocabulary
    .map((candidate) => ({
      candidate,
      edits: distance(word, candidate),
      cost: (isSubsequence(word, candidate) ? 0 : 2) + (candidate[0] === word[0] ? 0 : 1),
    }))
    .filter(({ edits }) => edits <= allowed)
    .sort((a, b) => a.edits - b.edits || a.cost - b.cost);
  return near[0]?.candidate ?? word;
}

/**
 * The text as the rules read it, twice: `spelled` is lower case with children's spellings fixed; `lemmas`
 * also has contractions expanded and every word in its dictionary form (compromise's lemmatiser), so "he's
 * hiting me" reads "he is hit me". Rules are tried on both, because a lemmatiser sometimes misreads a word.
 */
export function normalise(text: string, vocabulary: readonly string[]): { spelled: string; lemmas: string } {
  const spelled = (
    text
      .toLowerCase()
      .replaceAll('’', "'")
      .match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? []
  )
    .flatMap((word) => (childSpellings[word] ?? familyWords[word] ?? correct(word, vocabulary)).split(' '))
    .join(' ');
  const doc = lemmatiser()(spelled);
  doc.contractions().expand();
  doc.compute('root');
  const lemmas = doc
    .text('root')
    .toLowerCase()
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { spelled, lemmas };
}
