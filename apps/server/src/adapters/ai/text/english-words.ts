import dictionary from 'dictionary-en';
import nspell from 'nspell';

let speller: ReturnType<typeof nspell> | undefined;

/**
 * Whether a word is spelled as English writes it (Hunspell's English dictionary, ≈16 MB of heap, loaded on the
 * first call). Spelling correction for children's text never changes such a word into another: "being" stays
 * "being", not "bee"; "hart" stays "hart".
 */
export function isEnglishWord(word: string): boolean {
  speller ??= nspell({ aff: Buffer.from(dictionary.aff), dic: Buffer.from(dictionary.dic) });
  return speller.correct(word);
}
