import type { QuestData } from '@kurio/shared/quests';
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { useQuestData } from '../api/get-quest-data';

/** Loading and error states shared by the quest screens; renders `children` once the data is in. */
export function QuestDataBoundary({ children }: { children: (data: QuestData) => ReactNode }) {
  const query = useQuestData();
  if (query.data) return children(query.data);
  if (query.isError) {
    return (
      <Alert color="red" title="Your quests could not be loaded" maw={560} mx="auto" mt="lg">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{query.error.message}</Text>
          <Button variant="light" color="red" onClick={() => query.refetch()} loading={query.isFetching}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <PageLoader label="Loading your quests…" />;
}
