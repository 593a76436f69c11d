import type { CardGenerationNote } from '@kurio/shared/card-generation';
import { Alert, Text } from '@mantine/core';

/** What the generator said about the cards it wrote: fewer than asked, or about part of the topic. Not an error. */
export function GenerationNote({ note }: { note: CardGenerationNote | undefined }) {
  if (!note) return null;
  return (
    <Alert color="blue" variant="light" title="About these cards" role="status">
      <Text size="sm">{note.message}</Text>
    </Alert>
  );
}
