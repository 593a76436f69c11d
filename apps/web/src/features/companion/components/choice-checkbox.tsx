import { Checkbox, type MantineSpacing } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { showWarning } from '../../../stores/warning-bar';

/**
 * A parent's yes-or-no choice, saved as soon as it is ticked or cleared; the warning bar says what it does now, or
 * why it could not be saved. The box shows the parent's choice from the click on, not only once the mutation's
 * state reaches React a tick later, and goes back to the saved value if the save fails.
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
  const [choosing, setChoosing] = useState<boolean | null>(null);
  return (
    <Checkbox
      mt={mt}
      label={label}
      description={description}
      checked={choosing ?? checked}
      disabled={choosing !== null}
      onChange={(event) => {
        const value = event.currentTarget.checked;
        setChoosing(value);
        save.mutate(bodyFor(value), {
          onSuccess: () => showWarning(savedText(value)),
          onError: (error) => showWarning(error.message),
          onSettled: () => setChoosing(null),
        });
      }}
    />
  );
}
