import { Anchor, Button, Group, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import type { CardStatus } from '../hooks/use-lesson-cards';
import { CardsIcon, CheckIcon } from './icons';

interface MakeCardActionProps {
  signedIn: boolean;
  status: CardStatus;
  onMake: () => void;
}

/** Under a tutor answer: save the exchange as a flashcard, or (for a visitor) log in first. */
export function MakeCardAction({ signedIn, status, onMake }: MakeCardActionProps) {
  const location = useLocation();
  if (!signedIn) {
    return (
      <Button
        component={Link}
        to={paths.login}
        state={{ from: location.pathname }}
        variant="subtle"
        size="compact-xs"
        leftSection={<CardsIcon size={14} />}
      >
        Log in to make cards from this
      </Button>
    );
  }
  if (status === 'saved') {
    return (
      <Group gap={4} c="gray.9">
        <CheckIcon size={14} color="var(--mantine-color-teal-8)" />
        <Text size="xs" fw={600}>
          Card saved
        </Text>
        <Text size="xs">·</Text>
        <Anchor component={Link} to={paths.cards} size="xs" c="violet.9">
          Open cards
        </Anchor>
      </Group>
    );
  }
  return (
    <Button
      variant="subtle"
      size="compact-xs"
      loading={status === 'saving'}
      leftSection={<CardsIcon size={14} />}
      onClick={onMake}
    >
      Make cards from this
    </Button>
  );
}
