/**
 * A typed answer as it is compared: accents dropped, case folded, runs of spaces made one, and punctuation at
 * either end ignored ("Paris." is "paris"). An answer that is only punctuation keeps it, so "?" still needs "?".
 */
export function normalizeAnswer(text: string): string {
  const folded = text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase().replace(/\s+/g, ' ').trim();
  const bare = folded.replace(/^[\p{P}\p{S}\s]+|[\p{P}\p{S}\s]+$/gu, '');
  return bare || folded;
}

/** Whether a typed answer counts as the card's answer. */
export const sameAnswer = (typed: string, answer: string) => normalizeAnswer(typed) === normalizeAnswer(answer);
