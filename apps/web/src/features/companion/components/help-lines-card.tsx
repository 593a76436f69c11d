import type { HelpLine } from '@kurio/shared/child-safety';
import { Card, type CardProps, Stack, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode, useId } from 'react';
import classes from './companion.module.css';

/**
 * 'Where to get help': public helplines as plain text. No links out and nothing fetched, so the parents area
 * sends nobody anywhere by accident and works offline; a parent dials or copies the number.
 */
export function HelpLinesCard({
  lines,
  intro,
  id,
  mt,
}: {
  lines: readonly HelpLine[];
  intro: ReactNode;
  /** The target of an in-page link to this card. */
  id?: string;
  mt?: CardProps['mt'];
}) {
  const headingId = useId();
  return (
    <Card
      component="section"
      withBorder
      radius="md"
      id={id}
      mt={mt}
      aria-labelledby={headingId}
      className={classes.helpLines}
    >
      <Title order={2} size="h3" id={headingId}>
        Where to get help
      </Title>
      <Text mt="xs">{intro}</Text>
      <Stack component="ul" gap="sm" mt="md" className={classes.plainList}>
        {lines.map((line) => (
          <li key={line.name}>
            <Text fw={700}>{line.name}</Text>
            <Text>
              <Contact text={line.contact} />
            </Text>
            <Text size="sm" c="dimmed">
              {line.detail}
            </Text>
          </li>
        ))}
      </Stack>
    </Card>
  );
}

/** Each number or address of a contact ('911 (US, Canada) · 999 (UK)') kept whole on one line. */
function Contact({ text }: { text: string }) {
  return text.split(' · ').map((part, index) => (
    <Fragment key={part}>
      {index > 0 && ' · '}
      <span className={classes.helpContact}>{part}</span>
    </Fragment>
  ));
}
