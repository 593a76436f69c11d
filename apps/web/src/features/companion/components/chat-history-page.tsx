import { previewText, type SessionListItem } from '@kurio/shared/companion';
import { Badge, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { formatShortDate } from '../../../lib/format-date';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSessions } from '../api/sessions';
import classes from './companion.module.css';
import { DeleteAllHistoryButton } from './delete-all-history-button';
import { QueryError } from './query-error';

/** SPEC §2 chat history (/beta/p): the child's conversations, newest first. */
export function ChatHistoryPage() {
  usePageTitle('Chat History');
  const sessions = useSessions();
  const count = sessions.data?.length ?? 0;
  return (
    <Container size="md" py="xl">
      <Group justify="space-between" align="flex-end" mb="lg">
        <div>
          <Title order={1}>Chat History</Title>
          {sessions.data && (
            <Text c="dimmed">
              {count} conversation{count === 1 ? '' : 's'}
            </Text>
          )}
        </div>
        {count > 0 && <DeleteAllHistoryButton />}
      </Group>
      {sessions.isPending && <PageLoader label="Loading conversations…" />}
      {sessions.isError && <QueryError error={sessions.error} onRetry={() => sessions.refetch()} />}
      {sessions.data?.length === 0 && (
        <Card withBorder radius="md" p="xl">
          <Stack align="center" gap="xs">
            <Title order={2} size="h3">
              No voice sessions yet
            </Title>
            <Text c="dimmed" ta="center">
              Start a conversation with an assistant to see your sessions here.
            </Text>
            <Button component={Link} to={paths.kids} variant="light" mt="sm">
              Choose an assistant
            </Button>
          </Stack>
        </Card>
      )}
      {count > 0 && (
        <Stack component="ul" gap="md" className={classes.plainList}>
          {sessions.data?.map((session) => (
            <li key={session.id}>
              <SessionCard session={session} />
            </li>
          ))}
        </Stack>
      )}
    </Container>
  );
}

function SessionCard({ session }: { session: SessionListItem }) {
  const name = session.assistantName ?? 'Unknown Assistant';
  return (
    <Card
      component={Link}
      to={`${paths.parentsSession}/${session.id}`}
      withBorder
      radius="md"
      className={classes.sessionCard}
      aria-label={`Conversation with ${name}`}
    >
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>{name}</Text>
        <Text size="sm" c="dimmed">
          {session.firstMessageAt === null ? 'No date' : formatShortDate(session.firstMessageAt)}
        </Text>
      </Group>
      <Text mt="xs">{previewText(session.firstUserMessage)}</Text>
      <Badge mt="sm" variant="light">
        {session.messageCount} message{session.messageCount === 1 ? '' : 's'}
      </Badge>
    </Card>
  );
}
