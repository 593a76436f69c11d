import { cardMessages } from '@kurio/shared/card-rules';
import type { Card } from '@kurio/shared/cards';
import { Button, Group, Modal, Text } from '@mantine/core';
import { CardQuestion } from './card-question';

interface Props {
  card: Card | null;
  onCancel: () => void;
  onConfirm: (card: Card) => void;
}

export function DeleteCardDialog({ card, onCancel, onConfirm }: Props) {
  return (
    <Modal opened={card !== null} onClose={onCancel} title="Delete card" centered>
      <Text>{cardMessages.deleteConfirm}</Text>
      {card && (
        <Group gap={6} mt="xs" align="baseline" wrap="nowrap">
          <Text size="sm" c="dimmed">
            #{card.id}
          </Text>
          <Text size="sm" c="dimmed" component="div" lineClamp={2}>
            <CardQuestion>{card.question}</CardQuestion>
          </Text>
        </Group>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button color="red" onClick={() => card && onConfirm(card)} data-autofocus>
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
