import type { AnkiScheduling } from '@kurio/shared/cards';
import { Radio, Stack } from '@mantine/core';

const choices: { value: AnkiScheduling; label: string; description: string }[] = [
  { value: 'fresh', label: 'Start fresh: every card is new', description: 'Anki’s review history stays behind.' },
  {
    value: 'keep',
    label: 'Keep Anki’s scheduling',
    description: 'Each card keeps its due date, interval and ease; its reviews come along.',
  },
  {
    value: 'reschedule',
    label: 'Reschedule from the review history',
    description: 'Kurio replays each card’s Anki reviews through its own scheduler to set the next due date.',
  },
];

/** How imported Anki cards are scheduled: as new, as Anki had them, or from their review history replayed. */
export function AnkiSchedulingChoice({
  value,
  onChange,
}: {
  value: AnkiScheduling;
  onChange: (value: AnkiScheduling) => void;
}) {
  return (
    <Radio.Group label="Anki scheduling" value={value} onChange={(next) => onChange(next as AnkiScheduling)}>
      <Stack gap={8} mt={6}>
        {choices.map((choice) => (
          <Radio key={choice.value} value={choice.value} label={choice.label} description={choice.description} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
