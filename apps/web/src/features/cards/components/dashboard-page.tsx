import { freeCardLimit } from '@kurio/shared/card-rules';
import { isPro } from '@kurio/shared/membership-plans';
import { Button, Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { SyncStatus } from '../../../components/sync-status';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSignedInUser } from '../../../sign-in/use-signed-in-user';
import { useAnalytics } from '../api/analytics';
import { useDashboardStats } from '../api/dashboard-stats';
import { ApiErrorAlert } from './api-error-alert';
import { ProAnalyticsTeaser } from './pro-analytics-teaser';
import { StatCard } from './stat-card';
import { TransferPanel } from './transfer-panel';

// Charts pull in recharts: only pro users download them.
const ProAnalytics = lazy(() => import('./pro-analytics'));

/** docs/product.md §2 dashboard: due today with Review now, total with Generate more; pro analytics; export/import. */
export function DashboardPage() {
  usePageTitle('Dashboard');
  const pro = isPro(useSignedInUser().user.membership);
  const stats = useDashboardStats();
  const analytics = useAnalytics(pro);
  const spinner = (label: string) => (
    <Center py="xl">
      <Loader aria-label={label} />
    </Center>
  );

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
            <Button component={Link} to={paths.generate} variant="light">
              Generate more
            </Button>
          </StatCard>
        </SimpleGrid>
      )}
      {pro ? (
        analytics.isPending ? (
          spinner('Loading analytics')
        ) : analytics.isError ? (
          <ApiErrorAlert error={analytics.error} title="Could not load analytics" />
        ) : (
          <Suspense fallback={spinner('Loading charts')}>
            <ProAnalytics data={analytics.data} />
          </Suspense>
        )
      ) : (
        <ProAnalyticsTeaser />
      )}
      <TransferPanel />
    </Stack>
  );
}
