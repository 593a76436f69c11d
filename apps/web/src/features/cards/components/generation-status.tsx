import { Button, Group, Loader, Text } from '@mantine/core';
import { ApiError } from '../../../lib/api-client';
import type { GenerationState } from '../hooks/generation-state';
import { ApiErrorAlert } from './api-error-alert';
import { GenerationNote } from './generation-note';
import { RefusalActions } from './refusal-actions';
import { TopicChoices } from './topic-choices';

/** The dictionary topics the server offered when it could not write cards on the one asked for. */
const cannotCover = (error: unknown) => error instanceof ApiError && error.body.code === 'cannotCover';
const suggestionsOf = (error: unknown) => (error instanceof ApiError ? (error.body.suggestions ?? []) : []);

interface Props {
  state: GenerationState;
  onStop: () => void;
  /** A suggested topic: generate on it at once. */
  onPick: (topic: string) => void;
  onPasteNotes: () => void;
}

/** How the generation goes: the card being written, why it failed (with what to try instead), or where it stopped. */
export function GenerationStatus({ state, onStop, onPick, onPasteNotes }: Props) {
  const arrived = state.cards.length;
  return (
    <>
      {state.status === 'generating' && (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text size="sm">
            Writing card {arrived + 1} of {state.requested}…
          </Text>
          <Button variant="default" size="xs" onClick={onStop}>
            Stop
          </Button>
        </Group>
      )}
      {state.status === 'failed' && (
        <ApiErrorAlert
          error={state.error}
          title={arrived > 0 ? `Stopped after ${arrived} of ${state.requested} cards` : 'Could not generate cards'}
        />
      )}
      {state.status === 'failed' && (
        <TopicChoices label="Did you mean:" topics={suggestionsOf(state.error)} onPick={onPick} />
      )}
      {state.status === 'failed' && arrived === 0 && cannotCover(state.error) && (
        <RefusalActions onPasteNotes={onPasteNotes} />
      )}
      <GenerationNote note={state.note} />
      {state.status === 'stopped' && (
        <Text size="sm" role="status">
          Stopped after {arrived} of {state.requested} cards. You can still edit and save the ones below.
        </Text>
      )}
    </>
  );
}
