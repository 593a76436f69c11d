import type { Deck } from '@kurio/shared/cards';
import { type DeckLanguage, deckLanguages } from '@kurio/shared/deck-language';
import { Checkbox, Group, NativeSelect, Stack } from '@mantine/core';
import { useSetDeckSpeech } from '../api/deck-speech';
import { ApiErrorAlert } from './api-error-alert';

const detected = 'detected';

/** The deck's reading-aloud settings: its language (or the detected one) and the on/off checkbox; saved on change. */
export function DeckSpeechSettings({ deck }: { deck: Deck }) {
  const save = useSetDeckSpeech();
  const change = (input: { language?: DeckLanguage | null; readAloud?: boolean }) =>
    save.mutate({ id: deck.id, language: deck.language, readAloud: deck.readAloud, ...input });
  const detectedName = deck.detectedLanguage ? deckLanguages[deck.detectedLanguage] : null;

  return (
    <Stack gap="xs">
      <Group gap="md" align="flex-end">
        <NativeSelect
          label="Language of the cards"
          value={deck.language ?? detected}
          disabled={save.isPending}
          onChange={(event) => {
            const value = event.currentTarget.value;
            change({ language: value === detected ? null : (value as DeckLanguage) });
          }}
          data={[
            { value: detected, label: detectedName ? `Detected: ${detectedName}` : 'Not detected' },
            ...Object.entries(deckLanguages).map(([value, label]) => ({ value, label })),
          ]}
        />
        <Checkbox
          label="Read cards aloud"
          checked={deck.readAloud}
          disabled={save.isPending}
          onChange={(event) => change({ readAloud: event.currentTarget.checked })}
          mb={8}
        />
      </Group>
      <ApiErrorAlert error={save.error} title="The deck settings were not saved" />
    </Stack>
  );
}
