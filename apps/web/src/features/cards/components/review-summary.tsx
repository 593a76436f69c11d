import type { Analytics } from '@kurio/shared/cards';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { plural } from '../lib/analytics-figures';

function streakNote({ streakDays, reviewedToday }: Pick<Analytics, 'streakDays' | 'reviewedToday'>) {
  if (streakDays === 0) return 'Review a card today to start a streak.';
  return reviewedToday ? 'You have reviewed today.' : 'Review today to keep it going.';
}

/** What every plan sees of its reviews: this month's count and the streak of days with a review. */
export function ReviewSummary({ data }: { data: Pick<Analytics, 'monthReviews' | 'streakDays' | 'reviewedToday'> }) {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="review-summary-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="review-summary-title">
          Your reviews
        </Title>
        <Group gap="xl" align="flex-start">
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              This month
            </Text>
            <Text fz={28} fw={700}>
              {plural(data.monthReviews, 'review')}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              Streak
            </Text>
            <Text fz={28} fw={700}>
              {plural(data.streakDays, 'day')}
            </Text>
            <Text size="sm">{streakNote(data)}</Text>
          </Stack>
        </Group>
      </Stack>
    </Paper>
  );
}
