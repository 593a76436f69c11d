import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';

function FlameIcon() {
  return (
    <svg width="30" height="30" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M12 2c1 3.5 5 6 5 11a5 5 0 0 1-10 0c0-2.4 1.2-4 2.5-5.2-.1 1.7.6 3 1.8 3.7C11.6 8.6 11 5.3 12 2z" />
    </svg>
  );
}

/** The day streak: consecutive days with at least one finished episode. */
export function StreakCard({ streak }: { streak: number }) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Group gap="md" wrap="nowrap">
        <ThemeIcon size={56} radius="xl" variant="light" color="orange" aria-hidden>
          <FlameIcon />
        </ThemeIcon>
        <Stack gap={2}>
          <Text fw={700} fz="xl">
            {streak} day streak
          </Text>
          <Text size="sm" c="gray.7">
            {streak === 0
              ? 'Finish an episode today to start your streak.'
              : 'Finish an episode every day to keep it going.'}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
