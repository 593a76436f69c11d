import { Button, Group, Paper, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useState } from 'react';

interface Props {
  title: string;
  /** One line saying what the chart shows, for everyone. */
  summary: string;
  /** The chart's figures as a table: always there for screen readers, on screen when asked for. */
  table: ReactNode;
  /** Shown instead of the chart and its table when there is nothing to draw. */
  empty?: string;
  children: ReactNode;
}

/** One analytics chart in a named figure, with its table beside it and a switch to show that table instead. */
export function ChartPanel({ title, summary, table, empty, children }: Props) {
  const [asTable, setAsTable] = useState(false);
  return (
    // The heading sits inside a Stack, so a figcaption would not name the figure by itself.
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} component="figure" m={0} aria-label={title} miw={0}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} size="h5">
            {title}
          </Title>
          {!empty && (
            <Button
              size="compact-sm"
              variant={asTable ? 'filled' : 'default'}
              aria-pressed={asTable}
              onClick={() => setAsTable((shown) => !shown)}
            >
              Show as table
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {summary}
        </Text>
        {empty ? (
          <Text size="sm">{empty}</Text>
        ) : asTable ? (
          table
        ) : (
          <>
            {children}
            <VisuallyHidden>{table}</VisuallyHidden>
          </>
        )}
      </Stack>
    </Paper>
  );
}
