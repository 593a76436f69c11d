import { Button, Container, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePinStatus } from '../api/parent-pin';
import { createParentalChallenge } from '../hooks/parental-challenge';
import { useParentalGate } from '../hooks/use-parental-gate';
import { PinQuestion } from './pin-question';
import { QueryError } from './query-error';

/**
 * Guards /beta/p/* (behind the signed-in account): the parent PIN once one is set, otherwise a question for
 * grown-ups, before the parents area opens. While the PIN status loads, or if it cannot be read, the question
 * stands in, so the gate is never left open.
 */
export function ParentalGate() {
  const gate = useParentalGate();
  const pin = usePinStatus();
  if (gate.open) return <Outlet />;
  if (pin.data?.pinSet) return <PinQuestion onPass={gate.pass} />;
  if (pin.isPending) return <PageLoader label="Loading…" />;
  return <GateQuestion onPass={gate.pass} />;
}

/**
 * Guards /settings once a parent PIN is set: the account's password, plan and deletion are a grown-up's too.
 * Without a PIN the settings open as they always did, for learners who never use the companion.
 */
export function SettingsGate() {
  const gate = useParentalGate();
  const pin = usePinStatus();
  if (gate.open || pin.data?.pinSet === false) return <Outlet />;
  if (pin.data?.pinSet) return <PinQuestion onPass={gate.pass} />;
  if (pin.isError) {
    return (
      <Container size="xs" py="xl">
        <QueryError error={pin.error} onRetry={() => pin.refetch()} />
      </Container>
    );
  }
  return <PageLoader label="Loading…" />;
}

function GateQuestion({ onPass }: { onPass: () => void }) {
  usePageTitle('For grown-ups');
  // Drawn in the browser: a question the server drew for its render would not be the one the browser checks.
  const [challenge, setChallenge] = useState<ReturnType<typeof createParentalChallenge>>();
  useEffect(() => setChallenge(createParentalChallenge()), []);
  const [value, setValue] = useState<string | number>('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!challenge) return;
    if (value !== '' && Number(value) === challenge.answer) {
      onPass();
      return;
    }
    setError('That is not right. Here is a new question.');
    setChallenge(createParentalChallenge());
    setValue('');
  };

  return (
    <Container size="xs" py="xl">
      <Paper withBorder p="xl" radius="md">
        <form onSubmit={submit} noValidate>
          <Stack>
            <Title order={1} size="h2">
              For grown-ups
            </Title>
            <Text>The parents area shows your child's conversations. Please answer this question to continue.</Text>
            <NumberInput
              label={challenge?.question ?? 'Preparing a question…'}
              value={value}
              onChange={(next) => {
                setValue(next);
                setError(null);
              }}
              error={error}
              hideControls
              allowDecimal={false}
              allowNegative={false}
              autoComplete="off"
            />
            <Button type="submit" disabled={!challenge}>
              Continue
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
