import { type ChildInput, maxQuietPeriods } from '@kurio/shared/children';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type UseFormReturn, useFieldArray } from 'react-hook-form';
import classes from './companion.module.css';

const errorClasses = { error: classes.fieldError, input: classes.fieldInput };

/**
 * Up to three quiet periods, each a start and an end in 24-hour time; one that ends before it starts runs
 * overnight (19:30 to 07:00). The companion will not talk during them.
 */
export function QuietHoursFields(props: {
  form: UseFormReturn<ChildInput>;
  prefix: string;
  serverError: string | undefined;
}) {
  const { form, prefix } = props;
  const periods = useFieldArray({ control: form.control, name: 'quietHours' });
  const errors = form.formState.errors.quietHours;
  const listError = errors?.message ?? errors?.root?.message ?? props.serverError;
  return (
    <fieldset className={classes.plainFieldset}>
      <legend>
        <Text size="sm" fw={500} component="span">
          Quiet hours (optional)
        </Text>
      </legend>
      <Text size="xs" c="dimmed" mb="xs">
        The companion says goodbye and will not talk in these hours, such as 19:30 to 07:00.
      </Text>
      <Stack gap="xs">
        {periods.fields.map((field, index) => (
          <Group key={field.id} gap="xs" align="flex-start" wrap="wrap">
            <TextInput
              type="time"
              id={`${prefix}-quiet-${index}-start`}
              label={`Quiet period ${index + 1} from`}
              {...form.register(`quietHours.${index}.start`)}
              error={errors?.[index]?.start?.message}
              classNames={errorClasses}
            />
            <TextInput
              type="time"
              id={`${prefix}-quiet-${index}-end`}
              label="to"
              {...form.register(`quietHours.${index}.end`)}
              error={errors?.[index]?.end?.message}
              classNames={errorClasses}
            />
            <Button
              variant="subtle"
              color="red"
              mt={24}
              onClick={() => periods.remove(index)}
              aria-label={`Remove quiet period ${index + 1}`}
            >
              Remove
            </Button>
          </Group>
        ))}
        {listError && (
          <Text size="sm" role="alert" className={classes.fieldError}>
            {listError}
          </Text>
        )}
        {periods.fields.length < maxQuietPeriods && (
          <Button
            variant="default"
            size="xs"
            onClick={() => periods.append({ start: '19:30', end: '07:00' })}
            style={{ alignSelf: 'flex-start' }}
          >
            Add quiet hours
          </Button>
        )}
      </Stack>
    </fieldset>
  );
}
