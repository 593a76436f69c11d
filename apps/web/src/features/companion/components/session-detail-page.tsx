import { type Session, sessionDurationMinutes } from '@kurio/shared/companion';
import { Anchor, Badge, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/format-date';
import { usePageTitle } from '../../../lib/use-page-title';
import { showWarning } from '../../../stores/warning-bar';
import { useDeleteSession } from '../api/delete-session';
import { useSession } from '../api/session';
import { DeleteAllHistoryButton } from './delete-all-history-button';
import { QueryError } from './query-error';
import { SessionHelpLines } from './session-help-lines';
import { SessionSummaryCards } from './session-summary-cards';
import { Transcript } from './transcript';

/** docs/product.md §2 session detail (/beta/p/vsd/:sessionId). */
export function SessionDetailPage() {
  const { sessionId = '' } = useParams();
  const session = useSession(sessionId);
  if (!sessionId) return <MissingSession />;
  if (session.isPending) return <PageLoader label="Loading conversation…" />;
  if (session.isError) {
    if (session.error instanceof ApiError && session.error.status === 404) return <MissingSession />;
    return (
      <Container size="md" py="xl">
        <QueryError error={session.error} onRetry={() => session.refetch()} />
      </Container>
    );
  }
  return <SessionDetail session={session.data} />;
}

function MissingSession() {
  usePageTitle('Conversation not found');
  return (
    <Container size="md" py="xl">
      <Stack align="flex-start">
        <Title order={1}>Conversation not found</Title>
        <Text>It may have been deleted.</Text>
        <Anchor component={Link} to={paths.parents}>
          Back to Chat History
        </Anchor>
      </Stack>
    </Container>
  );
}

function SessionDetail({ session }: { session: Session }) {
  const name = session.assistantName ?? 'Unknown Assistant';
  usePageTitle(`Session with ${name}`);
  const navigate = useNavigate();
  const remove = useDeleteSession();
  const first = session.messages[0];
  const minutes = sessionDurationMinutes(session.messages);
  const deleteThis = () =>
    remove.mutate(session.id, {
      onSuccess: () => {
        showWarning('The conversation was deleted.');
        navigate(paths.parents);
      },
      onError: (error) => showWarning(error.message),
    });

  return (
    <Container size="md" py="xl">
      <Anchor component={Link} to={paths.parents} size="sm">
        ← Chat History
      </Anchor>
      <Group justify="space-between" align="flex-start" mt="sm" mb="lg">
        <div>
          <Title order={1}>Session with {name}</Title>
          <Group gap="sm" mt="xs">
            <Text c="dimmed">{first ? formatLongDate(first.timestamp) : 'No date'}</Text>
            <Badge variant="light">
              {minutes} min{minutes === 1 ? '' : 's'}
            </Badge>
          </Group>
        </div>
        <Group>
          <Button color="red" variant="light" onClick={deleteThis} loading={remove.isPending}>
            Delete session
          </Button>
          <DeleteAllHistoryButton />
        </Group>
      </Group>
      <Stack gap="lg">
        <SessionHelpLines messages={session.messages} />
        <SessionSummaryCards sessionId={session.id} />
      </Stack>
      <Card withBorder radius="md" mt="lg">
        <Title order={2} size="h3" mb="md">
          Conversation
        </Title>
        <Transcript messages={session.messages} assistantName={name} />
      </Card>
    </Container>
  );
}
