import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

const hourMs = 3_600_000;

/** Nothing due: say when the next card is (the original showed nothing), and look again when it comes due. */
export function ReviewEmptyState({
  dueIn,
  dueAt,
  onDue,
}: {
  dueIn: string | null;
  dueAt: number | null;
  onDue: () => void;
}) {
  useEffect(() => {
    if (dueAt === null) return;
    const wait = dueAt - Date.now();
    if (wait > hourMs) return;
    const timer = window.setTimeout(onDue, Math.max(0, wait) + 500);
    return () => window.clearTimeout(timer);
  }, [dueAt, onDue]);

  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <Title order={2} size="h3">
          {dueIn ? 'All caught up!' : 'No cards to review yet'}
        </Title>
        <Text>{dueIn ? `Your next card is due ${dueIn}.` : 'Generate or import some cards to start reviewing.'}</Text>
        <Group justify="center">
          <Button component={Link} to={paths.dashboard} variant="default">
            Dashboard
          </Button>
          <Button component={Link} to={paths.generate}>
            Generate more
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
