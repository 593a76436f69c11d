import { type NoteFields, noteOrdinals } from './card-render';

/**
 * The ordinals of a note's cards after a save (decision 162): of those the note now makes, the ones that have a card
 * and the ones of content new to it, which it did not make before (a new cloze number; all of them when its type
 * changed). A card of the note the learner deleted stays deleted, unless none would be left: a save never empties
 * a note. The server saves by it and the editor's preview counts by it, so the preview shows the cards a save makes.
 */
export function ordinalsAfterSave(before: NoteFields, after: NoteFields, existing: readonly number[]): number[] {
  const made = before.type === after.type ? noteOrdinals(before) : [];
  const wanted = noteOrdinals(after);
  const kept = wanted.filter((ordinal) => existing.includes(ordinal) || !made.includes(ordinal));
  return kept.length > 0 ? kept : wanted;
}
