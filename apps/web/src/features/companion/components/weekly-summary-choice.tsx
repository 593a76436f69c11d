import type { WeeklySummaryStatus } from '@kurio/shared/parent-alerts';
import { Text } from '@mantine/core';
import { formatLongDate, formatShortDate } from '../../../lib/format-date';
import { useSetWeeklySummary, useWeeklySummary } from '../api/parent-alerts';
import { ChoiceCheckbox } from './choice-checkbox';
import { deliveryText } from './email-delivery';

/** What the parent reads under the choice: when the next summary goes out, and what became of the last. */
function summaryLines(status: WeeklySummaryStatus): { text: string; failed: boolean }[] {
  const lines: { text: string; failed: boolean }[] = [];
  if (status.last) {
    const delivery = deliveryText(status.last, status.emailConfigured);
    lines.push({
      ...delivery,
      text: `Last summary (week of ${formatShortDate(status.last.weekStart)}): ${delivery.text}`,
    });
  }
  if (status.nextAt !== null) {
    lines.push({
      text: status.emailConfigured
        ? `Next summary: ${formatLongDate(status.nextAt)}, covering the week before.`
        : 'No summary can go out until email is set up on this server.',
      failed: false,
    });
  }
  return lines;
}

/**
 * The weekly summary by email (decision 161), saved as soon as it is ticked or cleared, with when the next goes
 * out and whether the last one reached the parent.
 */
export function WeeklySummaryChoice() {
  const status = useWeeklySummary();
  const save = useSetWeeklySummary();
  if (!status.data) return null;
  return (
    <div>
      <ChoiceCheckbox
        mt="sm"
        label="Email me a weekly summary"
        description="Each Monday: per child, the conversations, minutes talked and flags by topic. Never what they said."
        checked={status.data.enabled}
        save={save}
        bodyFor={(enabled) => ({ enabled })}
        savedText={(on) => (on ? 'The weekly summary is on.' : 'The weekly summary is off.')}
      />
      {summaryLines(status.data).map((line) => (
        <Text
          key={line.text}
          size="sm"
          mt={4}
          ml={32}
          c={line.failed ? 'red.9' : undefined}
          fw={line.failed ? 700 : undefined}
        >
          {line.text}
        </Text>
      ))}
    </div>
  );
}
