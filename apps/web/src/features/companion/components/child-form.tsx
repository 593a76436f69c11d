import { zodResolver } from '@hookform/resolvers/zod';
import { ageBandLabels, ageBands, type ChildInput, childInputSchema, dailyMinutesRange } from '@kurio/shared/children';
import { Button, Group, NumberInput, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { useSaveChild } from '../api/children';
import classes from './companion.module.css';
import { QuietHoursFields } from './quiet-hours-fields';

const errorClasses = { error: classes.fieldError, input: classes.fieldInput };
export const emptyChild: ChildInput = {
  name: '',
  ageBand: '7-9',
  interests: '',
  personality: '',
  parentGoal: '',
  dailyMinutes: null,
  quietHours: [],
};

/**
 * Adds a child or edits one: the name and age band are needed; interests, limits and the rest are optional. The same schema checks it
 * here and on the server; a refused save keeps what was typed and shows the server's words by the field.
 */
export function ChildForm(props: { id?: string; initial: ChildInput; submitLabel: string; onDone: () => void }) {
  const save = useSaveChild();
  const form = useForm<ChildInput>({ resolver: zodResolver(childInputSchema), defaultValues: props.initial });
  const server = save.error instanceof ApiError ? (save.error.body.fieldErrors ?? {}) : {};
  const { errors } = form.formState;
  const message = (field: keyof ChildInput) => errors[field]?.message ?? server[field];
  const submit = form.handleSubmit((body) => save.mutate({ id: props.id, body }, { onSuccess: props.onDone }));
  const prefix = props.id ?? 'new';
  return (
    <form onSubmit={submit} noValidate aria-label={props.submitLabel}>
      <Stack gap="sm">
        <TextInput
          label="First name or nickname"
          autoComplete="off"
          {...form.register('name')}
          error={message('name')}
          classNames={errorClasses}
        />
        <Controller
          control={form.control}
          name="ageBand"
          render={({ field }) => (
            <Radio.Group
              label="Age"
              value={field.value}
              onChange={field.onChange}
              error={message('ageBand')}
              classNames={errorClasses}
            >
              <Group mt="xs">
                {ageBands.map((band) => (
                  <Radio key={band} id={`${prefix}-age-${band}`} value={band} label={`${ageBandLabels[band]} years`} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Interests (optional)"
            placeholder="dinosaurs, drawing, football"
            {...form.register('interests')}
            error={message('interests')}
            classNames={errorClasses}
          />
          <TextInput
            label="Personality (optional)"
            placeholder="shy at first, loves jokes"
            {...form.register('personality')}
            error={message('personality')}
            classNames={errorClasses}
          />
        </SimpleGrid>
        <TextInput
          label="Your goal for these chats (optional)"
          placeholder="practise counting to 20"
          {...form.register('parentGoal')}
          error={message('parentGoal')}
          classNames={errorClasses}
        />
        <Controller
          control={form.control}
          name="dailyMinutes"
          render={({ field }) => (
            <NumberInput
              label="Minutes a day (optional)"
              description={`${dailyMinutesRange.min} to ${dailyMinutesRange.max}; leave blank for no limit`}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(value === '' ? null : Number(value))}
              onBlur={field.onBlur}
              allowDecimal={false}
              allowNegative={false}
              error={message('dailyMinutes')}
              classNames={errorClasses}
              maw={260}
            />
          )}
        />
        <QuietHoursFields form={form} prefix={prefix} serverError={server.quietHours} />
        {save.error && Object.keys(server).length === 0 && (
          <p role="alert" className={classes.fieldError}>
            {save.error.message}
          </p>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
