import { useAlertChoices, useSetAlertChoices } from '../api/parent-alerts';
import { ChoiceCheckbox } from './choice-checkbox';

/** The parent's choice to hear of the other flags by email too; saved as soon as it is ticked or cleared. */
export function OtherFlagsChoice() {
  const choices = useAlertChoices();
  const save = useSetAlertChoices();
  if (!choices.data) return null;
  return (
    <ChoiceCheckbox
      mt="md"
      label="Also email the other flags (personal information, romantic talk, weapons, drugs, bullying)"
      checked={choices.data.emailOtherFlags}
      save={save}
      bodyFor={(emailOtherFlags) => ({ emailOtherFlags })}
      savedText={(on) => (on ? 'Every flag will be emailed.' : 'Only serious flags will be emailed.')}
    />
  );
}
