import { clozeDeletions, clozeNumbers, fillCloze } from './cloze';
import { occlusionNumbers, parseOcclusion } from './occlusion';

/**
 * How a note makes cards (docs/decisions/150): basic makes one (question → answer), reversed two (the second from
 * answer → question), cloze one per deletion number of its text, with the answer field as extra text shown after;
 * image occlusion one per area number of its image (occlusion.ts, decision 164), the answer field as extra text.
 */
export const cardTypes = ['basic', 'reversed', 'cloze', 'occlusion'] as const;
export type CardType = (typeof cardTypes)[number];

export const cardTypeLabels: Record<CardType, string> = {
  basic: 'Basic',
  reversed: 'Basic and reversed',
  cloze: 'Cloze',
  occlusion: 'Image occlusion',
};

/**
 * The note as the learner wrote it: for cloze, `question` is the text with deletions, `answer` the extra; for image
 * occlusion, `question` is the image and its areas (occlusionText), `answer` the extra.
 */
export interface NoteFields {
  type: CardType;
  question: string;
  answer: string;
}

/** The ordinals of the cards a note makes: 1 (and 2 for reversed), or its cloze deletion numbers. */
export function noteOrdinals(note: NoteFields): number[] {
  if (note.type === 'cloze') return clozeNumbers(note.question);
  if (note.type === 'occlusion') {
    const occlusion = parseOcclusion(note.question);
    return occlusion ? occlusionNumbers(occlusion) : [];
  }
  return note.type === 'reversed' ? [1, 2] : [1];
}

export interface RenderedCard {
  /** Shown before the reveal (inline Markdown). */
  question: string;
  /** Shown after it (Markdown). */
  answer: string;
  /** What the learner types when the card asks for a typed answer. */
  expected: string;
}

/** One card of a note, ready to show: the server answers these as a card's question and answer. */
export function renderCard(note: NoteFields, ordinal: number): RenderedCard {
  if (note.type === 'reversed' && ordinal === 2)
    return { question: note.answer, answer: note.question, expected: note.question };
  if (note.type === 'occlusion') {
    // The review screen draws the image from the note; every client still gets a question to show.
    const count = noteOrdinals(note).length;
    return {
      question: `Image occlusion: what is hidden? (area ${ordinal} of ${count})`,
      answer: note.answer,
      expected: '',
    };
  }
  if (note.type !== 'cloze') return { question: note.question, answer: note.answer, expected: note.answer };
  const question = fillCloze(note.question, ordinal, (deletion) => `[${deletion.hint ?? '...'}]`);
  const revealed = fillCloze(note.question, ordinal, (deletion) => `**${deletion.answer}**`);
  const expected = clozeDeletions(note.question)
    .filter((deletion) => deletion.number === ordinal)
    .map((deletion) => deletion.answer)
    .join(', ');
  return { question, answer: note.answer ? `${revealed}\n\n${note.answer}` : revealed, expected };
}
