/** A phrase found in a dictionary, with how many of the words it spans. */
export interface FoundPhrase<T> {
  found: T;
  /** Where the phrase starts among the words, and how many it spans. */
  at: number;
  length: number;
}

/**
 * Reads words left to right into the longest phrases a dictionary has (up to `longest` words), passing over the
 * words `skip` names ("and", "vs") and never spanning them. Undefined when some word starts no phrase.
 */
export function longestPhrases<T>(
  words: string[],
  longest: number,
  skip: (word: string, at: number) => boolean,
  lookUp: (span: string[]) => T | undefined,
): FoundPhrase<T>[] | undefined {
  const phrases: FoundPhrase<T>[] = [];
  let at = 0;
  while (at < words.length) {
    if (skip(words[at] ?? '', at)) {
      at++;
      continue;
    }
    let phrase: FoundPhrase<T> | undefined;
    for (let length = Math.min(longest, words.length - at); length >= 1 && !phrase; length--) {
      const span = words.slice(at, at + length);
      if (span.some((word, index) => index > 0 && skip(word, at + index))) continue;
      const found = lookUp(span);
      if (found !== undefined) phrase = { found, at, length };
    }
    if (!phrase) return undefined;
    phrases.push(phrase);
    at += phrase.length;
  }
  return phrases;
}
