import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';
import { useAnalytics } from '../api/analytics';
import { ApiErrorAlert } from './api-error-alert';
import { ProAnalyticsTeaser } from './pro-analytics-teaser';
import { ReviewSummary } from './review-summary';

// Charts pull in recharts: only Pro learners download them, and only once the dashboard has painted. The server
// render draws the summary but not the charts, whose stylesheet comes with their chunk (docs/decisions/138).
const ProAnalytics = lazy(() => import('./pro-analytics'));

const spinner = (label: string) => (
  <Center py="xl">
    <Loader aria-label={label} />
  </Center>
);

/** The dashboard's statistics: the review summary for every plan, then the charts (Pro) or what Pro adds. */
export function AnalyticsArea() {
  const analytics = useAnalytics();
  const hydrated = useHydrated();
  if (analytics.isPending) return spinner('Loading your statistics');
  if (analytics.isError) return <ApiErrorAlert error={analytics.error} title="Could not load your statistics" />;
  const { pro: charts, ...summary } = analytics.data;
  const loadingCharts = spinner('Loading charts');
  return (
    <>
      <ReviewSummary data={summary} />
      {charts ? (
        <Suspense fallback={loadingCharts}>{hydrated ? <ProAnalytics data={charts} /> : loadingCharts}</Suspense>
      ) : (
        <ProAnalyticsTeaser />
      )}
    </>
  );
}
