import type { Card } from '@kurio/shared/cards';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { CardQuestion } from './card-question';
import { MarkdownAnswer } from './markdown-answer';

/** One card of the Recent Cards list (docs/product.md §2). */
export function CardListItem({ card, onDelete }: { card: Card; onDelete: (card: Card) => void }) {
  const [open, setOpen] = useState(false);
  const answerId = `card-${card.id}-answer`;
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-label={`Card #${card.id}`}>
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Text c="dimmed" fw={600} ff="monospace">
            #{card.id}
          </Text>
          <Text fw={600} style={{ flex: 1, overflowWrap: 'anywhere' }}>
            <CardQuestion>{card.question}</CardQuestion>
          </Text>
          {card.deckName && (
            <Badge variant="light" color="gray" visibleFrom="xs" maw={180}>
              {card.deckName}
            </Badge>
          )}
        </Group>
        {open && (
          <div id={answerId}>
            <MarkdownAnswer>{card.answer}</MarkdownAnswer>
          </div>
        )}
        <Group gap="xs">
          <Button
            variant="light"
            size="xs"
            onClick={() => setOpen(!open)}
            aria-expanded={open}
            aria-controls={open ? answerId : undefined}
          >
            {open ? 'Hide answer' : 'Show answer'}
          </Button>
          <Button component={Link} to={paths.card(card.id)} variant="default" size="xs">
            Edit
          </Button>
          <Button variant="subtle" color="red" size="xs" onClick={() => onDelete(card)}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
