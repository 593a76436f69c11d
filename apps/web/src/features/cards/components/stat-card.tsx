import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  description: string;
  /** Undefined while the figure loads: placeholders of the same size keep the page below from moving. */
  value: number | undefined;
  children?: ReactNode;
}

/** A dashboard figure with its action. */
export function StatCard({ title, description, value, children }: Props) {
  const headingId = `stat-${title.toLowerCase().replaceAll(' ', '-')}`;
  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      component="section"
      aria-labelledby={headingId}
      aria-busy={value === undefined}
    >
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        {value === undefined ? (
          <>
            <Skeleton height={44} width={64} />
            <Skeleton height={20} width="70%" />
            <Skeleton height={36} width={140} />
          </>
        ) : (
          <>
            <Text fz={40} fw={700} lh={1.1} data-testid={`${headingId}-value`}>
              {value}
            </Text>
            {children}
          </>
        )}
      </Stack>
    </Paper>
  );
}
