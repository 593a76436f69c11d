import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  description: string;
  value: number;
  children: ReactNode;
}

/** A dashboard figure with its action. */
export function StatCard({ title, description, value, children }: Props) {
  const headingId = `stat-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        <Text fz={40} fw={700} lh={1.1} data-testid={`${headingId}-value`}>
          {value}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
