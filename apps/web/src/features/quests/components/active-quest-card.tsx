import type { Book } from '@kurio/shared/quests';
import { Badge, Card, Progress, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { completedCount } from '../lib/quest-transitions';

/** The active book on Quest home, opening its quest. */
export function ActiveQuestCard({ book }: { book: Book }) {
  const done = completedCount(book);
  const total = book.episodes.length;
  return (
    <Card component={Link} to={paths.quest(book.id)} withBorder radius="lg" p="lg">
      <Stack gap="xs">
        <Badge variant="light">Active Quest</Badge>
        <Title order={2} size="h3">
          {book.title}
        </Title>
        <Text c="gray.7">by {book.author}</Text>
        <Progress value={(done / total) * 100} aria-hidden mt="xs" />
        <Text fw={600}>
          Progress: {done} of {total} episodes
        </Text>
      </Stack>
    </Card>
  );
}
