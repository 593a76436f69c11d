import { Anchor, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { usePageTitle } from '../../../lib/use-page-title';
import { useHolderProof } from '../../../sign-in/holder-proof';
import { useCheckPin } from '../api/parent-pin';
import { PinInput } from './pin-input';
import { SetPinForm } from './set-pin-form';

/**
 * The gate once a parent PIN is set (decision 147): four digits the server checks, locking after five wrong
 * tries; a forgotten PIN is replaced with the account password, or with Google for an account without one.
 */
export function PinQuestion({ onPass }: { onPass: () => void }) {
  usePageTitle('For grown-ups');
  const check = useCheckPin();
  const [pin, setPin] = useState('');
  const [resetting, setResetting] = useState(false);
  const google = useHolderProof().data?.confirmWith === 'google';
  const proofName = google ? 'Google' : 'your account password';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    check.mutate({ pin }, { onSuccess: onPass, onError: () => setPin('') });
  };
  return (
    <Container size="xs" py="xl">
      <Paper withBorder p="xl" radius="md">
        <Stack>
          <Title order={1} size="h2">
            For grown-ups
          </Title>
          {resetting ? (
            <>
              <Text>
                Choose a new PIN.{' '}
                {google ? 'Confirming with Google shows it is you.' : 'Your account password shows it is you.'}
              </Text>
              <SetPinForm submitLabel="Reset the PIN and continue" onDone={onPass} />
            </>
          ) : (
            <form onSubmit={submit} noValidate>
              <Stack>
                <Text>Enter the parent PIN to leave the child's screens.</Text>
                <PinInput
                  label="Parent PIN"
                  value={pin}
                  onChange={(event) => setPin(event.currentTarget.value)}
                  error={check.error?.message}
                />
                <Button type="submit" loading={check.isPending}>
                  Continue
                </Button>
              </Stack>
            </form>
          )}
          <Anchor component="button" type="button" size="sm" onClick={() => setResetting(!resetting)}>
            {resetting ? 'Enter the PIN instead' : `Forgot the PIN? Reset it with ${proofName}`}
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
