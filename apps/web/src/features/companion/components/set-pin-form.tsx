import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useSetPin } from '../api/parent-pin';
import classes from './companion.module.css';
import { PinInput } from './pin-input';

const errorClasses = { error: classes.fieldError, input: classes.fieldInput };

/** Sets, changes or resets the parent PIN; the account password is what proves a grown-up is asking. */
export function SetPinForm({ submitLabel, onDone }: { submitLabel: string; onDone: () => void }) {
  const save = useSetPin();
  const [pin, setPin] = useState('');
  const [password, setPassword] = useState('');
  const fields = save.error instanceof ApiError ? (save.error.body.fieldErrors ?? {}) : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ pin, currentPassword: password }, { onSuccess: onDone });
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
      </Stack>
    </form>
  );
}
