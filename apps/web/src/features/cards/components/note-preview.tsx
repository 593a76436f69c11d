import { type NoteFields, noteOrdinals, renderCard } from '@kurio/shared/card-render';
import { clozeProblem } from '@kurio/shared/cloze';
import { ordinalsAfterSave } from '@kurio/shared/note-save';
import { List, Paper, Text } from '@mantine/core';
import { CardQuestion } from './card-question';
import { MarkdownAnswer } from './markdown-answer';

/** The note as last saved and the ordinals of its cards that exist: one the learner deleted is missing. */
export interface SavedNote {
  note: NoteFields;
  ordinals: readonly number[];
}

const cardName = (type: NoteFields['type'], ordinal: number) =>
  type === 'cloze' ? `c${ordinal}` : type === 'reversed' && ordinal === 2 ? 'the reversed card' : `card ${ordinal}`;

/**
 * The cards the note will make, as the review shows their questions; a basic note previews its answer. An edited
 * note counts as the save will (decision 162): a card the learner deleted is not made again.
 */
export function NotePreview({ note, saved }: { note: NoteFields; saved?: SavedNote }) {
  if (note.type === 'basic' && !note.answer.trim()) return null;
  if (note.type === 'cloze' && (!note.question.trim() || clozeProblem(note.question))) return null;
  const ordinals = saved ? ordinalsAfterSave(saved.note, note, saved.ordinals) : noteOrdinals(note);
  const left = noteOrdinals(note).filter((ordinal) => !ordinals.includes(ordinal));
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      aria-label={note.type === 'basic' ? 'Answer preview' : 'Cards preview'}
      component="section"
    >
      <Text size="xs" c="dimmed" mb={4}>
        Preview{ordinals.length > 1 ? `: ${ordinals.length} cards` : note.type === 'basic' ? '' : ': 1 card'}
      </Text>
      {note.type === 'basic' ? (
        <MarkdownAnswer>{note.answer}</MarkdownAnswer>
      ) : (
        <List spacing={4} size="sm">
          {ordinals.map((ordinal) => (
            <List.Item key={ordinal}>
              <CardQuestion>{renderCard(note, ordinal).question}</CardQuestion>
            </List.Item>
          ))}
        </List>
      )}
      {left.length > 0 && (
        <Text size="xs" c="dimmed" mt={4}>
          Not made again, as you deleted {left.length === 1 ? 'its card' : 'their cards'}:{' '}
          {left.map((ordinal) => cardName(note.type, ordinal)).join(', ')}
        </Text>
      )}
    </Paper>
  );
}
