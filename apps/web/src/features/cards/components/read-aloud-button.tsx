import type { Deck } from '@kurio/shared/cards';
import { Button, Group, Kbd, Text } from '@mantine/core';
import { useReadAloud } from '../hooks/use-read-aloud';
import { languageName } from '../lib/speech';

/**
 * Reads the text aloud when the deck has reading aloud on, with a button and R to read it again; says why when
 * it cannot. Nothing when the deck has it off.
 */
export function ReadAloudButton({ deck, text }: { deck: Deck | undefined; text: string | undefined }) {
  const reading = useReadAloud(deck, text);
  if (reading.state === 'off') return null;
  if (reading.state === 'noLanguage')
    return (
      <Button variant="default" size="xs" disabled>
        Choose the deck's language to read aloud
      </Button>
    );
  if (reading.state === 'noVoice')
    return (
      <Button variant="default" size="xs" disabled>
        No {languageName(reading.language)} voice on this device
      </Button>
    );
  return (
    <Group gap="xs">
      <Button variant="default" size="xs" onClick={reading.speak}>
        Read aloud ({languageName(reading.language)})
      </Button>
      <Text size="xs" c="dimmed">
        or press <Kbd>R</Kbd>
      </Text>
    </Group>
  );
}
