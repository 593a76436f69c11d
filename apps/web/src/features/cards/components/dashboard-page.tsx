import { freeCardLimit } from '@kurio/shared/card-rules';
import { isPro } from '@kurio/shared/membership-plans';
import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { SyncStatus } from '../../../components/sync-status';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSignedInUser } from '../../../sign-in/use-signed-in-user';
import { useDashboardStats } from '../api/dashboard-stats';
import { AnalyticsArea } from './analytics-area';
import { ApiErrorAlert } from './api-error-alert';
import { StatCard } from './stat-card';
import { TransferPanel } from './transfer-panel';

/** docs/product.md §2 dashboard: due today with Review now, total with Generate more; statistics; export/import. */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const pro = isPro(useSignedInUser().user.membership);
  const stats = useDashboardStats();

  return (
    <Stack maw={960} mx="auto" gap="lg">
      <Title order={1}>Dashboard</Title>
      <SyncStatus />
      {stats.isError ? (
        <ApiErrorAlert error={stats.error} title="Could not load your stats" />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <StatCard title="Cards Due Today" description="Cards scheduled for review today" value={stats.data?.dueToday}>
            {stats.data?.dueToday === 0 && stats.data.nextDueIn && (
              <Text size="sm">Next card due {stats.data.nextDueIn}.</Text>
            )}
            {stats.data?.dueToday === 0 ? (
              <Button disabled>Review now</Button>
            ) : (
              <Button component={Link} to={paths.review}>
                Review now
              </Button>
            )}
          </StatCard>
          <StatCard title="Total Cards" description="All flashcards in your collection" value={stats.data?.total}>
            {!pro && stats.data && (
              <Text size="sm">
                {Math.max(0, freeCardLimit - stats.data.total)} of {freeCardLimit} free-plan cards left.
              </Text>
            )}
            <Group gap="xs">
              <Button component={Link} to={paths.generate} variant="light">
                Generate more
              </Button>
              {stats.data?.total ? (
                <>
                  <Button component={Link} to={paths.learnMode} variant="light">
                    Learn
                  </Button>
                  <Button component={Link} to={paths.practiceTest} variant="light">
                    Practice test
                  </Button>
                </>
              ) : null}
            </Group>
          </StatCard>
        </SimpleGrid>
      )}
      <AnalyticsArea />
      <TransferPanel />
    </Stack>
  );
}
