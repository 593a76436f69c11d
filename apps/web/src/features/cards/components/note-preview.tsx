import { type NoteFields, noteOrdinals, renderCard } from '@kurio/shared/card-render';
import { clozeProblem } from '@kurio/shared/cloze';
import { List, Paper, Text } from '@mantine/core';
import { CardQuestion } from './card-question';
import { MarkdownAnswer } from './markdown-answer';

/** The cards the note will make, as the review shows their questions; a basic note previews its answer. */
export function NotePreview({ note }: { note: NoteFields }) {
  if (note.type === 'basic' && !note.answer.trim()) return null;
  if (note.type === 'cloze' && (!note.question.trim() || clozeProblem(note.question))) return null;
  const ordinals = noteOrdinals(note);
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      aria-label={note.type === 'basic' ? 'Answer preview' : 'Cards preview'}
      component="section"
    >
      <Text size="xs" c="dimmed" mb={4}>
        Preview{ordinals.length > 1 ? `: ${ordinals.length} cards` : ''}
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
    </Paper>
  );
}
