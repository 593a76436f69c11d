import { zodResolver } from '@hookform/resolvers/zod';
import { type CharacterInput, characterInputSchema } from '@kurio/shared/companion';
import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showWarning } from '../../../stores/warning-bar';
import classes from './companion.module.css';

type Output = z.output<typeof characterInputSchema>;

/**
 * Character Name and System Prompt with the rules of docs/product.md §5: checked on submit, a field's error clears
 * as soon as it is edited, values trimmed before they are sent.
 */
export function CharacterForm({
  defaultValues,
  submitLabel,
  onSubmit,
}: {
  defaultValues: CharacterInput;
  submitLabel: string;
  onSubmit: (values: Output) => Promise<unknown>;
}) {
  const form = useForm<CharacterInput, unknown, Output>({
    resolver: zodResolver(characterInputSchema),
    defaultValues,
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;
  const prompt = form.watch('systemPrompt');

  const submit = form.handleSubmit((values) =>
    // The server checks with the same schema, so what can still fail here is the network or the server.
    onSubmit(values).catch((error: Error) => showWarning(error.message)),
  );

  const field = (name: keyof CharacterInput) => form.register(name, { onChange: () => form.clearErrors(name) });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label="Character Name"
          {...field('name')}
          error={errors.name?.message}
          classNames={{ error: classes.fieldError, input: classes.fieldInput }}
        />
        <Textarea
          label="System Prompt"
          rows={10}
          {...field('systemPrompt')}
          error={errors.systemPrompt?.message}
          classNames={{ error: classes.fieldError, input: classes.fieldInput }}
          description={`${prompt.length} characters`}
        />
        <Button type="submit" loading={isSubmitting} disabled={isSubmitting} style={{ alignSelf: 'flex-start' }}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
