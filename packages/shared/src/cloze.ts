// Cloze deletions as Anki writes them: {{c1::answer}} or {{c1::answer::hint}}. One card per deletion number.

export interface ClozeDeletion {
  number: number;
  answer: string;
  hint: string | null;
}

/** A well-formed deletion; the answer and hint hold no braces, so nesting is refused as unbalanced. */
const deletionPattern = /\{\{c(\d{1,3})::([^{}]*?)(?:::([^{}]*?))?\}\}/g;

export const clozeMessages = {
  noDeletion: 'A cloze note needs at least one deletion, such as {{c1::answer}}',
  emptyDeletion: (number: number) => `Deletion c${number} is empty: write the hidden text after "c${number}::"`,
  unbalanced: (near: string) => `Unbalanced cloze syntax near "${near}": each deletion is {{c1::text}}`,
} as const;

export function clozeDeletions(text: string): ClozeDeletion[] {
  return [...text.matchAll(deletionPattern)].map((match) => ({
    number: Number(match[1]),
    answer: match[2]!.trim(),
    hint: match[3]?.trim() || null,
  }));
}

/** What is wrong with a cloze note's text, or null when it makes at least one card. */
export function clozeProblem(text: string): string | null {
  const deletions = clozeDeletions(text);
  // Braces left after the well-formed deletions are taken out mean a deletion is open, unclosed or malformed.
  const rest = text.replace(deletionPattern, ' ');
  const stray = rest.search(/\{\{|\}\}/);
  if (stray >= 0) return clozeMessages.unbalanced(rest.slice(Math.max(0, stray - 10), stray + 20).trim());
  if (deletions.length === 0) return clozeMessages.noDeletion;
  const empty = deletions.find((deletion) => !deletion.answer || deletion.number === 0);
  if (empty) return clozeMessages.emptyDeletion(empty.number);
  return null;
}

/** The deletion numbers of a note, ascending: one card each. */
export const clozeNumbers = (text: string): number[] =>
  [...new Set(clozeDeletions(text).map((deletion) => deletion.number))].sort((a, b) => a - b);

/**
 * The note's text for card `number`: that card's deletions drawn by `hidden`, every other deletion as its answer.
 */
export function fillCloze(text: string, number: number, hidden: (deletion: ClozeDeletion) => string): string {
  return text.replace(deletionPattern, (_match, n: string, answer: string, hint?: string) => {
    const deletion = { number: Number(n), answer: answer.trim(), hint: hint?.trim() || null };
    return deletion.number === number ? hidden(deletion) : deletion.answer;
  });
}

/** Wraps `selected` in the next free deletion number, as the editor's "make cloze" action does. */
export function makeCloze(text: string, start: number, end: number): { text: string; cursor: number } {
  const used = clozeNumbers(text);
  const next = (used[used.length - 1] ?? 0) + 1;
  const wrapped = `{{c${next}::${text.slice(start, end)}}}`;
  return { text: text.slice(0, start) + wrapped + text.slice(end), cursor: start + wrapped.length };
}
