import { Card, List, Loader, SimpleGrid, Text, Title } from '@mantine/core';
import { useConversationSummary } from '../api/conversation-summary';
import { QueryError } from './query-error';

/** 'Session Summary' and 'Insights & Suggestions', written by the AI layer from the real transcript. */
export function ConversationSummaryCards({ conversationId }: { conversationId: string }) {
  const summary = useConversationSummary(conversationId);
  if (summary.isError) return <QueryError error={summary.error} onRetry={() => summary.refetch()} />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Card withBorder radius="md">
        <Title order={2} size="h3" mb="sm">
          Session Summary
        </Title>
        {summary.data ? <Text>{summary.data.summary}</Text> : <Loader size="sm" aria-label="Writing the summary…" />}
      </Card>
      <Card withBorder radius="md">
        <Title order={2} size="h3" mb="sm">
          Insights & Suggestions
        </Title>
        {summary.isPending && <Loader size="sm" aria-label="Writing the insights…" />}
        {summary.data?.insights.length === 0 && <Text c="dimmed">Nothing to suggest for this conversation yet.</Text>}
        {summary.data && summary.data.insights.length > 0 && (
          <List spacing="xs">
            {summary.data.insights.map((insight) => (
              <List.Item key={insight}>{insight}</List.Item>
            ))}
          </List>
        )}
      </Card>
    </SimpleGrid>
  );
}
