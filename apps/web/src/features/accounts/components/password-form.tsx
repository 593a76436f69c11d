import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangePasswordRequest, changePasswordRequestSchema } from '@kurio/shared/account';
import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';

export function PasswordForm() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordRequest>({
    resolver: zodResolver(changePasswordRequestSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const serverErrors = change.error instanceof ApiError ? change.error.body.fieldErrors : undefined;
  const submit = form.handleSubmit((values) =>
    change.mutate(values, { onSuccess: () => form.reset({ currentPassword: '', newPassword: '' }) }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <PasswordInput
          label="Current password"
          description="Leave empty if you signed up with Google and never set one."
          autoComplete="current-password"
          error={serverErrors?.currentPassword}
          {...form.register('currentPassword')}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          error={form.formState.errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <Group gap="sm">
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
          {change.isSuccess && (
            <Text size="sm" c="teal.9" role="status">
              Password changed
            </Text>
          )}
        </Group>
      </Stack>
    </form>
  );
}
