import { zodResolver } from '@hookform/resolvers/zod';
import { accountMessages, type ChangePasswordRequest, changePasswordRequestSchema } from '@kurio/shared/account';
import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmWithGoogle } from '../../../components/confirm-with-google';
import { ApiError } from '../../../lib/api-client';
import { useHolderProof } from '../../../sign-in/holder-proof';
import { useChangePassword } from '../api/change-password';

const empty = { currentPassword: '', newPassword: '' };

/**
 * Changes the password after the current one. An account that signs in only with Google and has none yet sets its
 * first by confirming with Google instead (decision 146): a signed-in session alone could otherwise set one, then
 * consent or set the parent PIN with it.
 */
export function PasswordForm() {
  const proof = useHolderProof();
  const change = useChangePassword();
  const [askGoogle, setAskGoogle] = useState(false);
  const form = useForm<ChangePasswordRequest>({
    resolver: zodResolver(changePasswordRequestSchema),
    defaultValues: empty,
  });
  const serverErrors = change.error instanceof ApiError ? change.error.body.fieldErrors : undefined;
  const save = (values: ChangePasswordRequest) => change.mutate(values, { onSuccess: () => form.reset(empty) });

  if (proof.isPending) return <Text size="sm">Loading…</Text>;
  if (proof.isError) {
    return (
      <Alert color="red" title="Something went wrong" role="alert">
        {proof.error.message}{' '}
        <Button variant="subtle" size="compact-sm" onClick={() => proof.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }

  const firstPassword = proof.data.confirmWith === 'google';
  // Google's button is the submit here; Enter in the field checks the new password and points to it.
  const submit = firstPassword
    ? form.handleSubmit(() => setAskGoogle(true))
    : form.handleSubmit((values) => save(values));
  const withGoogle = (credential: string) => {
    setAskGoogle(false);
    return form.handleSubmit((values) => save({ ...values, currentPassword: '', googleCredential: credential }))();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {!firstPassword && (
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            error={serverErrors?.currentPassword}
            {...form.register('currentPassword')}
          />
        )}
        <PasswordInput
          label={firstPassword ? 'Choose a password' : 'New password'}
          autoComplete="new-password"
          error={form.formState.errors.newPassword?.message ?? serverErrors?.newPassword}
          {...form.register('newPassword')}
        />
        {firstPassword && askGoogle && (
          <Text size="sm" fw={700} role="status">
            {accountMessages.googleProofNext}
          </Text>
        )}
        {firstPassword ? (
          <ConfirmWithGoogle
            why="You sign in with Google and have no password yet. To set one, choose it above, then confirm with Google that it is you, the account holder."
            pending={change.isPending}
            pendingText="Setting your password…"
            error={serverErrors?.newPassword ? undefined : change.error?.message}
            onCredential={withGoogle}
          />
        ) : (
          <Group gap="sm">
            <Button type="submit" loading={change.isPending}>
              Change password
            </Button>
            {change.isSuccess && (
              <Text size="sm" c="teal.9" role="status">
                {change.variables.googleCredential ? 'Password set. From now on, confirm with it.' : 'Password changed'}
              </Text>
            )}
          </Group>
        )}
      </Stack>
    </form>
  );
}
