/** The note beside fewer offline cards than asked: how many, on what (“term”, or "them"), and how to get more. */
export const fewerCardsNote = (written: number, quantity: number, about: string) =>
  `Offline mode could write ${written} of ${quantity} cards on ${about}. For more, paste your notes or connect a model (see “Connecting a model” in the README).`;

/** Says how offline mode read a word the learner misspelt ("frnch" as "french"). */
export const readAsNote = ([typed, read]: [typed: string, read: string]) =>
  `Offline mode read “${typed}” as “${read}”.`;

/** The first of each list, then the second of each, and so on. */
export const interleave = <T>(...lists: T[][]): T[] =>
  Array.from({ length: Math.max(0, ...lists.map((list) => list.length)) }, (_, at) => lists.map((list) => list[at]))
    .flat()
    .filter((item): item is T => item !== undefined);

/** Names in a sentence: "a", "a and b", "a, b and c". */
export const listed = (names: string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
