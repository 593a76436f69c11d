import dictionary from 'dictionary-en';
import { distance } from 'fastest-levenshtein';
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

function isSubsequence(short: string, long: string): boolean {
  let at = 0;
  for (const char of long) if (char === short[at]) at++;
  return at === short.length;
}

/** The word is the suggestion with one letter doubled ("helpfull") or an "s" added ("mummys"), nothing else. */
function oneLetterTooMany(word: string, suggestion: string): boolean {
  if (word.length !== suggestion.length + 1) return false;
  if (word === `${suggestion}s`) return true;
  const at = [...suggestion].findIndex((char, index) => char !== word[index]);
  const extra = at === -1 ? suggestion.length : at;
  return word.slice(0, extra) + word.slice(extra + 1) === suggestion && word[extra] === word[extra - 1];
}

/**
 * The English word a misspelling most likely stands for, among Hunspell's first suggestions: one the child only
 * dropped up to two letters from ("libary" → "library", "frend" → "friend", "musem" → "museum"), else one with
 * a letter doubled or an "s" added ("helpfull" → "helpful", "mummys" → "mummy"); always with the same first letter, since children
 * rarely get a word's first sound wrong. Undefined otherwise: a guess that changes a letter is too often
 * another word ("frend" is not "frond"). Hunspell's suggestions cost about 60 ms a word, so only words it does
 * not know are asked.
 */
export function englishSuggestion(word: string): string | undefined {
  if (word.length < 4 || /\d/.test(word) || isEnglishWord(word)) return undefined;
  const suggestions = (speller as NonNullable<typeof speller>)
    .suggest(word)
    .slice(0, 5)
    .map((suggestion) => suggestion.toLowerCase())
    .filter((suggestion) => !suggestion.includes(' ') && suggestion[0] === word[0]);
  // A name Hunspell knows only capitalised ("Cyrillic") is spelt right already.
  if (suggestions.includes(word.toLowerCase())) return undefined;
  return (
    suggestions.find((suggestion) => distance(suggestion, word) <= 2 && isSubsequence(word, suggestion)) ??
    suggestions.find((suggestion) => oneLetterTooMany(word, suggestion))
  );
}
