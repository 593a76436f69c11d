import { distance } from 'fastest-levenshtein';
import { baseForms } from './word-forms';
import { stopWords } from './words';

export interface WordMatch {
  /** The vocabulary word the child's word stands for. */
  word: string;
  /** 1 for the word itself or one of its forms, less the further the spelling is from it. */
  weight: number;
}

const weightByDistance = [1, 0.8, 0.6];

/**
 * How far a child's spelling may stray from a vocabulary word: children usually get the first and last
 * sounds right and the vowels wrong, so words may differ by one edit, or by two when they start alike
 * (and, for short words, end alike too).
 */
function closeEnough(form: string, target: string, edits: number): boolean {
  const shorter = Math.min(form.length, target.length);
  if (edits === 0) return true;
  // "blu" → "blue", "tre" → "tree": a three-letter word may only have dropped its last letter.
  if (edits === 1) return shorter >= 4 || (form.length === 3 && target.length === 4 && target.startsWith(form));
  if (edits === 2 && form[0] === target[0]) return shorter >= 6 || (shorter >= 4 && form.at(-1) === target.at(-1));
  return false;
}

/**
 * A word list matched the way children spell: plurals and verb forms, then near spellings ("vulcanos" →
 * "volcano", "dinosors" → "dinosaur"). Everyday English words are never respelled into other words, so
 * "came" does not become "camel".
 */
export class VocabularyMatcher {
  private readonly words: Set<string>;
  /** Fuzzy targets: words of four letters or more, since shorter ones collide with too much. */
  private readonly targets: string[];

  constructor(
    words: Iterable<string>,
    private readonly isEverydayWord: (word: string) => boolean,
  ) {
    this.words = new Set(words);
    this.targets = [...this.words].filter((word) => word.length >= 4 && !word.includes(' '));
  }

  has(word: string): boolean {
    return this.words.has(word);
  }

  /** What the word may mean in the vocabulary: its own forms if known, else near spellings, closest first. */
  match(token: string): WordMatch[] {
    const forms = baseForms(token);
    const exact = forms.find((form) => this.words.has(form));
    if (exact) return [{ word: exact, weight: 1 }];
    if (token.length < 3 || stopWords.has(token) || /\d/.test(token)) return [];
    if (forms.some((form) => this.isEverydayWord(form))) return [];
    const matches: WordMatch[] = [];
    for (const target of this.targets) {
      if (Math.abs(target.length - token.length) > 3) continue;
      let best = Number.POSITIVE_INFINITY;
      for (const form of forms) {
        if (Math.abs(target.length - form.length) > 2) continue;
        const edits = distance(form, target);
        if (edits < best && closeEnough(form, target, edits)) best = edits;
      }
      if (best > 2) continue;
      // Children rarely get the first sound wrong: "hart" is more likely "heart" than "fart".
      const weight = (weightByDistance[best] ?? 0) * (target[0] === token[0] ? 1 : 0.7);
      matches.push({ word: target, weight });
    }
    // Near spellings of one word are alternatives: keep only the likeliest.
    const best = Math.max(0, ...matches.map((match) => match.weight));
    return matches.filter((match) => match.weight === best);
  }
}
