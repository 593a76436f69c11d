import { type Conversation, conversationDurationMinutes } from '@kurio/shared/companion';
import { Anchor, Badge, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/format-date';
import { usePageTitle } from '../../../lib/use-page-title';
import { showWarning } from '../../../stores/warning-bar';
import { useConversation } from '../api/conversation';
import { useDeleteConversation } from '../api/delete-conversation';
import { ConversationHelpLines } from './conversation-help-lines';
import { ConversationSummaryCards } from './conversation-summary-cards';
import { DeleteAllHistoryButton } from './delete-all-history-button';
import { QueryError } from './query-error';
import { Transcript } from './transcript';

/** docs/product.md §2 conversation detail (/beta/p/vsd/:conversationId). */
export function ConversationDetailPage() {
  const { conversationId = '' } = useParams();
  const conversation = useConversation(conversationId);
  if (!conversationId) return <MissingConversation />;
  if (conversation.isPending) return <PageLoader label="Loading conversation…" />;
  if (conversation.isError) {
    if (conversation.error instanceof ApiError && conversation.error.status === 404) return <MissingConversation />;
    return (
      <Container size="md" py="xl">
        <QueryError error={conversation.error} onRetry={() => conversation.refetch()} />
      </Container>
    );
  }
  return <ConversationDetail conversation={conversation.data} />;
}

function MissingConversation() {
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

function ConversationDetail({ conversation }: { conversation: Conversation }) {
  const name = conversation.assistantName ?? 'Unknown Assistant';
  usePageTitle(`Session with ${name}`);
  const navigate = useNavigate();
  const remove = useDeleteConversation();
  const first = conversation.messages[0];
  const minutes = conversationDurationMinutes(conversation.messages);
  const deleteThis = () =>
    remove.mutate(conversation.id, {
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
            {conversation.childName && <Text fw={600}>{conversation.childName}</Text>}
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
        <ConversationHelpLines messages={conversation.messages} />
        <ConversationSummaryCards conversationId={conversation.id} />
      </Stack>
      <Card withBorder radius="md" mt="lg">
        <Title order={2} size="h3" mb="md">
          Conversation
        </Title>
        <Transcript messages={conversation.messages} assistantName={name} />
      </Card>
    </Container>
  );
}
