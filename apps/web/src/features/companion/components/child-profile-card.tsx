import { zodResolver } from '@hookform/resolvers/zod';
import { type ChildProfile, childProfileSchema } from '@kurio/shared/companion';
import { Button, Card, NumberInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { showWarning } from '../../../stores/warning-bar';
import { useChildProfile } from '../api/child-profile';
import { useSaveChildProfile } from '../api/save-child-profile';
import classes from './companion.module.css';

/** The child profile behind the prompt placeholders; every field is optional. */
export function ChildProfileCard() {
  const profile = useChildProfile();
  return (
    <Card withBorder radius="md" p="lg" mt="xl" component="section" aria-labelledby="child-profile">
      <Title order={2} size="h3" id="child-profile">
        About your child
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        Fills {'{childName}'}, {'{childAge}'}, {'{childInterests}'}, {'{childPersonality}'} and {'{parentGoal}'} in
        every character's prompt. It is sent to the AI model with each reply; leave a field blank to keep it private.
      </Text>
      {profile.data && <ChildProfileForm initial={profile.data} />}
      {profile.isError && <Text c="red.9">{profile.error.message}</Text>}
    </Card>
  );
}

function ChildProfileForm({ initial }: { initial: ChildProfile }) {
  const save = useSaveChildProfile();
  const form = useForm<ChildProfile>({ resolver: zodResolver(childProfileSchema), defaultValues: initial });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => showWarning('Saved. Characters will use it from the next thing your child says.'),
      onError: (error) => showWarning(error.message),
    }),
  );
  const error = { error: classes.fieldError, input: classes.fieldInput };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Child's first name"
            {...form.register('name')}
            error={errors.name?.message}
            classNames={error}
          />
          <Controller
            control={form.control}
            name="age"
            render={({ field }) => (
              <NumberInput
                label="Age"
                value={field.value ?? ''}
                onChange={(value) => field.onChange(value === '' ? null : Number(value))}
                onBlur={field.onBlur}
                allowDecimal={false}
                allowNegative={false}
                error={errors.age?.message}
                classNames={error}
              />
            )}
          />
        </SimpleGrid>
        <TextInput
          label="Interests"
          placeholder="dinosaurs, drawing, football"
          {...form.register('interests')}
          error={errors.interests?.message}
          classNames={error}
        />
        <TextInput
          label="Personality"
          placeholder="shy at first, loves jokes"
          {...form.register('personality')}
          error={errors.personality?.message}
          classNames={error}
        />
        <TextInput
          label="Your goal for these chats"
          placeholder="practise counting to 20"
          {...form.register('parentGoal')}
          error={errors.parentGoal?.message}
          classNames={error}
        />
        <Button type="submit" variant="light" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          Save child profile
        </Button>
      </Stack>
    </form>
  );
}
