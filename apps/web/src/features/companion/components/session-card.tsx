import { safetyCategoryLabels } from '@kurio/shared/child-safety';
import { previewText, type SessionListItem } from '@kurio/shared/companion';
import { Badge, Card, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatShortDate } from '../../../lib/format-date';
import classes from './companion.module.css';
import { SessionFlagBadges } from './session-flag-badges';

/** The link's name replaces the card's text for screen readers, so it carries the flags too. */
function cardLabel(name: string, session: SessionListItem) {
  const label = `Conversation with ${name}`;
  if (session.flaggedCount === 0) return label;
  const categories = session.flagCategories.map((category) => safetyCategoryLabels[category]).join(', ');
  return `${label}, ${session.flaggedCount} flagged${categories ? `: ${categories}` : ''}`;
}

/** One conversation in the chat history: who, when, how it started, its length and any safety flags. */
export function SessionCard({ session }: { session: SessionListItem }) {
  const name = session.assistantName ?? 'Unknown Assistant';
  return (
    <Card
      component={Link}
      to={`${paths.parentsSession}/${session.id}`}
      withBorder
      radius="md"
      className={classes.sessionCard}
      aria-label={cardLabel(name, session)}
    >
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>{name}</Text>
        <Text size="sm" c="dimmed">
          {session.firstMessageAt === null ? 'No date' : formatShortDate(session.firstMessageAt)}
        </Text>
      </Group>
      <Text mt="xs">{previewText(session.firstUserMessage)}</Text>
      <Group gap="xs" mt="sm">
        <Badge variant="light">
          {session.messageCount} message{session.messageCount === 1 ? '' : 's'}
        </Badge>
        <SessionFlagBadges session={session} />
      </Group>
    </Card>
  );
}
