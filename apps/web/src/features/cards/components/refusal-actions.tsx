import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ConnectModelHelp } from '../../../components/ai-mode-badge';
import { documentInputId } from './document-source';

/**
 * What a learner can do when the generator cannot write cards on a topic: each way on, one click away.
 * Offline cards come only from the dictionary, the learner's notes or a document; a model writes on any topic.
 */
export function RefusalActions({ onPasteNotes }: { onPasteNotes: () => void }) {
  const [connectOpen, setConnectOpen] = useState(false);
  return (
    <Stack gap="xs">
      <Text size="sm">Make cards on it another way:</Text>
      <Group gap="xs">
        <Button variant="default" size="xs" onClick={onPasteNotes}>
          Paste my notes
        </Button>
        <Button variant="default" size="xs" onClick={() => document.getElementById(documentInputId)?.click()}>
          Upload a document
        </Button>
        <Button variant="default" size="xs" aria-expanded={connectOpen} onClick={() => setConnectOpen((open) => !open)}>
          Connect a model
        </Button>
      </Group>
      {connectOpen && <ConnectModelHelp />}
    </Stack>
  );
}
