import { accountMessages } from '@kurio/shared/account';
import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ConfirmWithGoogle } from '../../../components/confirm-with-google';
import { ApiError } from '../../../lib/api-client';
import { useHolderProof } from '../../../sign-in/holder-proof';
import { useSetPin } from '../api/parent-pin';
import classes from './companion.module.css';
import { PinInput } from './pin-input';
import { QueryError } from './query-error';

const errorClasses = { error: classes.fieldError, input: classes.fieldInput };

/**
 * Sets, changes or resets the parent PIN; the account password is what proves a grown-up is asking, or for an
 * account without one a fresh Google sign-in (decisions 146 and 147).
 */
export function SetPinForm({ submitLabel, onDone }: { submitLabel: string; onDone: () => void }) {
  const proof = useHolderProof();
  const save = useSetPin();
  const [pin, setPin] = useState('');
  const [password, setPassword] = useState('');
  const [askGoogle, setAskGoogle] = useState(false);
  const fields = save.error instanceof ApiError ? (save.error.body.fieldErrors ?? {}) : {};
  if (proof.isPending) return <Text size="sm">Loading…</Text>;
  if (proof.isError) return <QueryError error={proof.error} onRetry={() => proof.refetch()} />;

  const withGoogle = proof.data.confirmWith === 'google';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Google's button is the submit for an account without a password; Enter in the PIN points to it.
    if (withGoogle) setAskGoogle(true);
    else save.mutate({ pin, currentPassword: password }, { onSuccess: onDone });
  };
  const confirmed = (credential: string) => {
    setAskGoogle(false);
    save.mutate({ pin, currentPassword: '', googleCredential: credential }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <PinInput
          label="New parent PIN (four digits)"
          value={pin}
          onChange={(event) => setPin(event.currentTarget.value)}
          error={fields.pin}
        />
        {withGoogle ? (
          <>
            {askGoogle && (
              <Text size="sm" fw={700} role="status">
                {accountMessages.googleProofNext}
              </Text>
            )}
            <ConfirmWithGoogle
              why="You sign in with Google, so your account has no password: confirm with Google that it is you, the account holder, to save the PIN."
              pending={save.isPending}
              pendingText="Saving the PIN…"
              error={fields.pin ? undefined : save.error?.message}
              onCredential={confirmed}
            />
          </>
        ) : (
          <>
            <PasswordInput
              label="Your account password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={fields.currentPassword ?? (save.error && !fields.pin ? save.error.message : undefined)}
              classNames={errorClasses}
            />
            <Group>
              <Button type="submit" loading={save.isPending}>
                {submitLabel}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </form>
  );
}
