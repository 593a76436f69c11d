import type { Character } from '@kurio/shared/companion';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { VoiceMachine, VoiceSnapshot, VoiceState } from '../voice/voice-machine';
import { CharacterAvatar } from './character-avatar';
import classes from './companion.module.css';
import { TypedInput } from './typed-input';

const stateLabels: Record<VoiceState, { label: string; color: string }> = {
  idle: { label: 'Ready', color: 'gray' },
  listening: { label: 'Listening…', color: 'green' },
  thinking: { label: 'Thinking…', color: 'yellow' },
  speaking: { label: 'Speaking…', color: 'blue' },
};

const typedMessages = {
  unsupported:
    "This browser can't hear you, but you can type to your friend instead! A grown-up can help with the typing.",
  denied:
    "The microphone is switched off, so let's type instead! A grown-up can switch the microphone on in the browser settings.",
};

/** The talking screen: state indicator, what the child said, what the character says, and the mic or typing. */
export function VoiceConversation({
  character,
  machine,
  snapshot,
  needsConsent = false,
  goodbye = null,
}: {
  character: Character;
  /** Null until the browser's speech is set up: the screen shows, its controls wait. */
  machine: VoiceMachine | null;
  snapshot: VoiceSnapshot;
  /** The last try failed because no parent has agreed to the notice yet. */
  needsConsent?: boolean;
  /** The character's goodbye when today's minutes are used or it is quiet time: the talking stops. */
  goodbye?: string | null;
}) {
  const busy = !machine || snapshot.state === 'thinking' || snapshot.state === 'speaking';
  const state = stateLabels[snapshot.state];
  return (
    <Stack align="stretch" gap="md">
      <Stack align="center" gap="xs">
        <CharacterAvatar name={character.name} src={character.profileImageUrl} size={120} />
        <Title order={1} ta="center">
          {character.name}
        </Title>
        <Badge size="lg" color={`${state.color}.9`} variant="light" aria-live="polite" data-testid="voice-state">
          {state.label}
        </Badge>
      </Stack>

      <Paper withBorder p="md" radius="md">
        <Text fw={700} size="sm">
          You said:
        </Text>
        <Text className={classes.speechBox} data-testid="transcript">
          {snapshot.transcript}
        </Text>
      </Paper>
      <Paper withBorder p="md" radius="md" aria-live="polite">
        <Text fw={700} size="sm">
          {character.name} is saying:
        </Text>
        <Text className={classes.speechBox} data-testid="reply">
          {snapshot.reply}
        </Text>
      </Paper>

      {snapshot.replyFailed && (
        <Alert color="orange" role="alert">
          {needsConsent
            ? `${character.name} can't talk yet. Ask a grown-up to open the parents area and say yes first.`
            : `Oops! ${character.name} could not answer just now. Let's try again.`}
        </Alert>
      )}

      {goodbye ? (
        <Alert color="grape" role="status" title="Time to stop for now">
          {goodbye}
        </Alert>
      ) : snapshot.typedReason ? (
        <>
          <Alert color="blue" role="status">
            {typedMessages[snapshot.typedReason]}
          </Alert>
          <TypedInput disabled={busy} onSubmit={(text) => machine?.submitTyped(text)} />
        </>
      ) : (
        <Group justify="center">
          <Button
            className={classes.micButton}
            color={snapshot.state === 'listening' ? 'red' : 'grape'}
            disabled={busy}
            onClick={() => machine?.pressMic()}
          >
            {snapshot.state === 'listening' ? 'Stop' : 'Talk'}
          </Button>
        </Group>
      )}

      <Text size="xs" c="dimmed" ta="center">
        For grown-ups: the browser's own speech recognition may send your child's voice to the browser's maker to turn
        it into text. Kurio keeps only the words, never any audio.
      </Text>
    </Stack>
  );
}
