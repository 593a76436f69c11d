import { Checkbox, type MantineSpacing } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { showWarning } from '../../../stores/warning-bar';

/**
 * A parent's yes-or-no choice, saved as soon as it is ticked or cleared; the warning bar says what it does now, or
 * why it could not be saved. The box shows the parent's choice from the click on, and keeps showing it after the
 * save until the saved settings read back (they refetch a moment later), so it never flickers back; it goes back
 * to the saved value if the save fails.
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
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  // The saved settings have caught up with the choice: they show it from here.
  useEffect(() => {
    if (!saving && chosen === checked) setChosen(null);
  }, [saving, chosen, checked]);
  return (
    <Checkbox
      mt={mt}
      label={label}
      description={description}
      checked={chosen ?? checked}
      disabled={saving}
      onChange={(event) => {
        const value = event.currentTarget.checked;
        setChosen(value);
        setSaving(true);
        save.mutate(bodyFor(value), {
          onSuccess: () => showWarning(savedText(value)),
          onError: (error) => {
            setChosen(null);
            showWarning(error.message);
          },
          onSettled: () => setSaving(false),
        });
      }}
    />
  );
}
