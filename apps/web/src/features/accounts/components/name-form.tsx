import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangeNameRequest, changeNameRequestSchema } from '@kurio/shared/account';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useSignedInUser } from '../../../sign-in/use-signed-in-user';
import { useChangeName } from '../api/change-name';

export function NameForm() {
  const name = useSignedInUser().user.name;
  const change = useChangeName();
  const form = useForm<ChangeNameRequest>({ resolver: zodResolver(changeNameRequestSchema), defaultValues: { name } });
  return (
    <form onSubmit={form.handleSubmit((values) => change.mutate(values))} noValidate>
      <TextInput
        label="Name"
        autoComplete="name"
        error={form.formState.errors.name?.message ?? change.error?.message}
        {...form.register('name')}
      />
      <Group mt="sm" gap="sm">
        <Button type="submit" loading={change.isPending}>
          Save name
        </Button>
        {change.isSuccess && (
          <Text size="sm" c="teal.9" role="status">
            Name saved
          </Text>
        )}
      </Group>
    </form>
  );
}
