import { Checkbox } from '@mantine/core';
import { showWarning } from '../../../stores/warning-bar';
import { useAlertChoices, useSetAlertChoices } from '../api/parent-alerts';

/** The parent's choice to hear of the other flags by email too; saved as soon as it is ticked or cleared. */
export function OtherFlagsChoice() {
  const choices = useAlertChoices();
  const save = useSetAlertChoices();
  if (!choices.data) return null;
  const checked = save.variables?.emailOtherFlags ?? choices.data.emailOtherFlags;
  return (
    <Checkbox
      mt="md"
      label="Also email the other flags (personal information, romantic talk, weapons, drugs, bullying)"
      checked={checked}
      disabled={save.isPending}
      onChange={(event) =>
        save.mutate(
          { emailOtherFlags: event.currentTarget.checked },
          {
            onSuccess: (saved) =>
              showWarning(
                saved.emailOtherFlags ? 'Every flag will be emailed.' : 'Only serious flags will be emailed.',
              ),
            onError: (error) => showWarning(error.message),
          },
        )
      }
    />
  );
}
