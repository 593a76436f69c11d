import type { AnkiScheduling } from '@kurio/shared/cards';
import { Radio, Stack } from '@mantine/core';

/** Whether imported Anki cards keep their due dates and intervals or all start as new cards. */
export function AnkiSchedulingChoice({
  value,
  onChange,
}: {
  value: AnkiScheduling;
  onChange: (value: AnkiScheduling) => void;
}) {
  return (
    <Radio.Group
      label="Anki scheduling"
      description="Keep each card’s due date, interval and ease, or review everything from the start"
      value={value}
      onChange={(next) => onChange(next as AnkiScheduling)}
    >
      <Stack gap={6} mt={6}>
        <Radio value="fresh" label="Start fresh: every card is new" />
        <Radio value="keep" label="Keep Anki’s scheduling" />
      </Stack>
    </Radio.Group>
  );
}
