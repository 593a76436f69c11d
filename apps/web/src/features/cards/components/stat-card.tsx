import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  description: string;
  /**
   * Undefined while the figure loads. The placeholders show the largest the figure and its action can be (figure,
   * a line, a button), and that height stays reserved, so a card whose answer has no line does not shrink and move
   * the page below it.
   */
  value: number | undefined;
  children?: ReactNode;
}

// Pixel heights of the figure, a small line of text (Mantine's sm: 14 px at line height 1.45), a default button
// and the xs gap between them.
const figureHeight = 44;
const lineHeight = 20;
const buttonHeight = 36;
const gap = 10;

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
        <Stack gap="xs" align="flex-start" mih={figureHeight + lineHeight + buttonHeight + 2 * gap}>
          {value === undefined ? (
            <>
              <Skeleton height={figureHeight} width={64} />
              <Skeleton height={lineHeight} width="70%" />
              <Skeleton height={buttonHeight} width={140} />
            </>
          ) : (
            <>
              <Text fz={40} fw={700} lh={`${figureHeight}px`} data-testid={`${headingId}-value`}>
                {value}
              </Text>
              {children}
            </>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
