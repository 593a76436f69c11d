import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  type CheckResult,
  checkAudioPlayback,
  checkMicrophone,
  checkSpeechRecognition,
  checkSpeechSynthesis,
} from '../lib/device-checks';

const checks = [
  { id: 'microphone', label: 'Microphone permission', run: checkMicrophone },
  { id: 'recognition', label: 'Speech recognition', run: async () => checkSpeechRecognition() },
  { id: 'synthesis', label: 'Speech synthesis', run: checkSpeechSynthesis },
  { id: 'playback', label: 'Audio playback', run: checkAudioPlayback },
] as const;

type State = CheckResult | 'running' | undefined;

function StatusBadge({ state }: { state: State }) {
  if (state === undefined)
    return (
      <Badge color="gray" variant="light">
        Not run
      </Badge>
    );
  if (state === 'running')
    return (
      <Badge color="blue" variant="light">
        Checking…
      </Badge>
    );
  return state.pass ? <Badge color="teal">Pass</Badge> : <Badge color="red">Fail</Badge>;
}

/** /test: checks what the voice and audio features need, one by one, and says what to do about each failure. */
export function DeviceCheckPage() {
  usePageTitle('Device check');
  const [results, setResults] = useState<Record<string, State>>({});
  const running = Object.values(results).includes('running');

  const runAll = async () => {
    setResults({});
    for (const check of checks) {
      setResults((current) => ({ ...current, [check.id]: 'running' }));
      const result = await check.run();
      setResults((current) => ({ ...current, [check.id]: result }));
    }
  };

  return (
    <Stack maw={720} mx="auto" py="lg" gap="lg">
      <Title order={1}>Device check</Title>
      <Text>
        The voice companion, lessons and quests need a microphone, speech recognition, speech synthesis and sound. Run
        the checks to see what works in this browser. Your browser may ask for microphone access; nothing is recorded.
      </Text>
      <Group>
        <Button onClick={() => void runAll()} loading={running}>
          Run the checks
        </Button>
      </Group>
      <Stack gap="sm" aria-live="polite">
        {checks.map((check) => {
          const state = results[check.id];
          return (
            <Card key={check.id} withBorder radius="md" padding="md">
              <Group justify="space-between" wrap="nowrap">
                <Title order={2} size="h4">
                  {check.label}
                </Title>
                <StatusBadge state={state} />
              </Group>
              {typeof state === 'object' && (
                <Text size="sm" mt={6} c={state.pass ? undefined : 'red.8'}>
                  {state.detail}
                </Text>
              )}
            </Card>
          );
        })}
      </Stack>
    </Stack>
  );
}
