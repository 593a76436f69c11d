import { safetyCategoryLabels } from '@kurio/shared/child-safety';
import { type ConversationListItem, previewText } from '@kurio/shared/companion';
import { Badge, Card, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatShortDate } from '../../../lib/format-date';
import classes from './companion.module.css';
import { ConversationFlagBadges } from './conversation-flag-badges';

/** The link's name replaces the card's text for screen readers, so it carries the flags too. */
function cardLabel(name: string, conversation: ConversationListItem) {
  const label = `${conversation.childName ? `${conversation.childName}'s conversation` : 'Conversation'} with ${name}`;
  if (conversation.flaggedCount === 0) return label;
  const categories = conversation.flagCategories.map((category) => safetyCategoryLabels[category]).join(', ');
  return `${label}, ${conversation.flaggedCount} flagged${categories ? `: ${categories}` : ''}`;
}

/** One conversation in the chat history: who, when, how it started, its length and any safety flags. */
export function ConversationCard({ conversation }: { conversation: ConversationListItem }) {
  const name = conversation.assistantName ?? 'Unknown Assistant';
  return (
    <Card
      component={Link}
      to={`${paths.parentsConversation}/${conversation.id}`}
      withBorder
      radius="md"
      className={classes.conversationCard}
      aria-label={cardLabel(name, conversation)}
    >
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>{conversation.childName ? `${conversation.childName} with ${name}` : name}</Text>
        <Text size="sm" c="dimmed">
          {conversation.firstMessageAt === null ? 'No date' : formatShortDate(conversation.firstMessageAt)}
        </Text>
      </Group>
      <Text mt="xs">{previewText(conversation.firstUserMessage)}</Text>
      <Group gap="xs" mt="sm">
        <Badge variant="light">
          {conversation.messageCount} message{conversation.messageCount === 1 ? '' : 's'}
        </Badge>
        <ConversationFlagBadges conversation={conversation} />
      </Group>
    </Card>
  );
}
