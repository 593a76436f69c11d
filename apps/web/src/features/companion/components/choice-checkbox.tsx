import { Checkbox, type MantineSpacing } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { showWarning } from '../../../stores/warning-bar';

/**
 * A parent's yes-or-no choice, saved as soon as it is ticked or cleared; the warning bar says what it does now, or
 * why it could not be saved.
 */
export function ChoiceCheckbox<Data, Body>({
  label,
  description,
  checked,
  save,
  bodyFor,
  savedText,
  mt,
}: {
  label: string;
  description?: string;
  checked: boolean;
  save: UseMutationResult<Data, Error, Body>;
  bodyFor: (checked: boolean) => Body;
  savedText: (checked: boolean) => string;
  mt: MantineSpacing;
}) {
  return (
    <Checkbox
      mt={mt}
      label={label}
      description={description}
      checked={checked}
      disabled={save.isPending}
      onChange={(event) => {
        const value = event.currentTarget.checked;
        save.mutate(bodyFor(value), {
          onSuccess: () => showWarning(savedText(value)),
          onError: (error) => showWarning(error.message),
        });
      }}
    />
  );
}
