import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { ActiveQuestCard } from './active-quest-card';
import { QuestDataBoundary } from './quest-data-boundary';
import { StreakCard } from './streak-card';

/** docs/product.md §2 Quest home: the day streak and the active book, or a way to start one. */
export function QuestHomePage() {
  usePageTitle('Quest Home');
  return (
    <Stack gap="lg" maw={720} mx="auto" py="md">
      <Title order={1}>Quest Home</Title>
      <QuestDataBoundary>
        {(data) => {
          const active = data.books.find((book) => book.status === 'active');
          return (
            <>
              <StreakCard streak={data.streak} />
              {active ? (
                <>
                  <ActiveQuestCard book={active} />
                  <Anchor component={Link} to={paths.library}>
                    Browse the Library
                  </Anchor>
                </>
              ) : (
                <Paper withBorder radius="lg" p="xl" style={{ borderStyle: 'dashed' }}>
                  <Stack align="center" gap="sm">
                    <Title order={2} size="h3">
                      No Active Quest
                    </Title>
                    <Text c="gray.7" ta="center">
                      Pick a story from the library and listen to it one episode at a time.
                    </Text>
                    <Anchor component={Link} to={paths.library} fw={600}>
                      [+ Start a New Quest]
                    </Anchor>
                  </Stack>
                </Paper>
              )}
            </>
          );
        }}
      </QuestDataBoundary>
    </Stack>
  );
}
