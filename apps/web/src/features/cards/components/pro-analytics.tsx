import '@mantine/charts/styles.css';
import type { ProAnalytics as Figures } from '@kurio/shared/cards';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { ReviewHeatmapChart, ReviewsPerDayChart, StudyTimePerDayChart } from './analytics-activity-charts';
import { RetentionOverTimeChart, TrueRetentionChart } from './analytics-retention-charts';
import { CardStatesChart, ForecastChart } from './analytics-schedule-charts';

/** Pro analytics as charts, each with its figures as a table beside it (docs/decisions/138). */
export default function ProAnalytics({ data }: { data: Figures }) {
  // The forecast starts on the learner's today, as the server counts it.
  const today = data.forecast[0]?.date ?? new Date().toISOString().slice(0, 10);
  return (
    <Stack gap="md" component="section" aria-labelledby="analytics-title">
      <Title order={2} size="h4" id="analytics-title">
        Analytics
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TrueRetentionChart retention={data.trueRetention} />
        <RetentionOverTimeChart weeks={data.retention} />
        <ForecastChart forecast={data.forecast} />
        <CardStatesChart states={data.cardStates} />
      </SimpleGrid>
      <ReviewsPerDayChart days={data.reviewsPerDay} />
      <StudyTimePerDayChart days={data.studyTimePerDay} reviews={data.reviewsPerDay} />
      <ReviewHeatmapChart heatmap={data.heatmap} today={today} />
    </Stack>
  );
}
