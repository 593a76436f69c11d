import { helpLines } from '@kurio/shared/child-safety';
import { Button, Card, Container, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useChildren } from '../api/children';
import { useConversations } from '../api/conversations';
import { ChildrenCard } from './children-card';
import classes from './companion.module.css';
import { ConsentCard } from './consent-card';
import { ConversationCard } from './conversation-card';
import { DeleteAllHistoryButton } from './delete-all-history-button';
import { EmailAlertsCard } from './email-alerts-card';
import { FlaggedConversationsAlert, helpLinesSectionId } from './flagged-conversations-alert';
import { HelpLinesCard } from './help-lines-card';
import { PinCard } from './pin-card';
import { QueryError } from './query-error';
import { RetentionCard } from './retention-card';

const allChildren = 'all';

/**
 * docs/product.md §2 chat history (/beta/p): the children's conversations (one child's when chosen), newest
 * first, except that the server puts those the safety layer flagged ahead of the rest; the list keeps the
 * server's order. Help lines are always there, so a worried parent finds them without a flag.
 */
export function ChatHistoryPage() {
  usePageTitle('Chat History');
  const conversations = useConversations();
  const children = useChildren();
  const [childId, setChildId] = useState(allChildren);
  const shown = conversations.data?.filter((item) => childId === allChildren || item.childId === childId);
  const count = shown?.length ?? 0;
  return (
    <Container size="md" py="xl">
      <Group justify="space-between" align="flex-end" mb="lg">
        <div>
          <Title order={1}>Chat History</Title>
          {conversations.data && (
            <Text c="dimmed">
              {count} conversation{count === 1 ? '' : 's'}
            </Text>
          )}
        </div>
        {(conversations.data?.length ?? 0) > 0 && <DeleteAllHistoryButton />}
      </Group>
      {children.data && children.data.length > 1 && (
        <SegmentedControl
          aria-label="Whose conversations"
          value={childId}
          onChange={setChildId}
          data={[
            { value: allChildren, label: 'All children' },
            ...children.data.map((c) => ({ value: c.id, label: c.name })),
          ]}
          mb="lg"
          fullWidth
        />
      )}
      {conversations.data && <FlaggedConversationsAlert conversations={conversations.data} />}
      <ConsentCard when="missing" />
      {conversations.isPending && <PageLoader label="Loading conversations…" />}
      {conversations.isError && <QueryError error={conversations.error} onRetry={() => conversations.refetch()} />}
      {shown?.length === 0 && (
        <Card withBorder radius="md" p="xl">
          <Stack align="center" gap="xs">
            <Title order={2} size="h3">
              No voice sessions yet
            </Title>
            <Text c="dimmed" ta="center">
              Start a conversation with an assistant to see your sessions here.
            </Text>
            <Button component={Link} to={paths.companion} variant="light" mt="sm">
              Choose an assistant
            </Button>
          </Stack>
        </Card>
      )}
      {count > 0 && (
        <Stack component="ul" gap="md" className={classes.plainList} aria-label="Conversations">
          {shown?.map((conversation) => (
            <li key={conversation.id}>
              <ConversationCard conversation={conversation} />
            </li>
          ))}
        </Stack>
      )}
      <ConsentCard when="given" />
      <ChildrenCard />
      <EmailAlertsCard />
      <RetentionCard />
      <PinCard />
      <HelpLinesCard
        id={helpLinesSectionId}
        lines={helpLines}
        intro="If something your child said worries you, talk with them, and reach out to one of these services."
        mt="xl"
      />
    </Container>
  );
}
