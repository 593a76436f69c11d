import '@mantine/charts/styles.css';
import type { Analytics } from '@kurio/shared/cards';
import { AreaChart, BarChart, Heatmap, LineChart } from '@mantine/charts';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { KeyboardScrollArea } from '../../../components/keyboard-scroll-area';

const shortDay = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

function ChartPanel({ title, summary, children }: { title: string; summary: string; children: ReactNode }) {
  return (
    // The figcaption sits inside a Stack, so it does not name the figure by itself.
    <Paper withBorder radius="lg" p="md" component="figure" m={0} aria-label={title}>
      <Stack gap="xs">
        <Title order={3} size="h5" component="figcaption">
          {title}
        </Title>
        <Text size="xs" c="dimmed">
          {summary}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}

/** Pro analytics as charts; each chart also has a one-line text summary for screen readers. */
export default function ProAnalytics({ data }: { data: Analytics }) {
  const reviews = data.reviewsPerDay.map((day) => ({ day: shortDay(day.date), Reviews: day.count }));
  const totalReviews = data.reviewsPerDay.reduce((sum, day) => sum + day.count, 0);
  const retention = data.retention.map((week) => ({
    week: shortDay(week.week),
    Retention: week.rate === null ? null : Math.round(week.rate * 100),
  }));
  const latestRetention = [...data.retention].reverse().find((week) => week.rate !== null);
  const forecast = data.forecast.map((day) => ({ day: shortDay(day.date), Due: day.count }));
  const dueNext30 = data.forecast.reduce((sum, day) => sum + day.count, 0);
  const heat = Object.fromEntries(data.heatmap.map((day) => [day.date, day.count]));
  const today = data.forecast[0]?.date ?? new Date().toISOString().slice(0, 10);
  const yearAgo = new Date(Date.parse(today) - 364 * 86_400_000).toISOString().slice(0, 10);

  return (
    <Stack gap="md" component="section" aria-labelledby="analytics-title">
      <Title order={2} size="h4" id="analytics-title">
        Analytics
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ChartPanel
          title="Reviews per day"
          summary={`${totalReviews} review${totalReviews === 1 ? '' : 's'} in the last 30 days.`}
        >
          <BarChart h={200} data={reviews} dataKey="day" series={[{ name: 'Reviews', color: 'violet.6' }]} />
        </ChartPanel>
        <ChartPanel
          title="Retention over time"
          summary={
            latestRetention
              ? `${Math.round((latestRetention.rate ?? 0) * 100)}% of reviews recalled (rated 3 or better) in the latest week with reviews.`
              : 'No reviews in the last 12 weeks yet.'
          }
        >
          <LineChart
            h={200}
            data={retention}
            dataKey="week"
            series={[{ name: 'Retention', color: 'teal.6' }]}
            yAxisProps={{ domain: [0, 100] }}
            unit="%"
            connectNulls
          />
        </ChartPanel>
        <ChartPanel
          title="Due in the next 30 days"
          summary={`${dueNext30} card${dueNext30 === 1 ? ' falls' : 's fall'} due in the next 30 days.`}
        >
          <AreaChart h={200} data={forecast} dataKey="day" series={[{ name: 'Due', color: 'indigo.6' }]} />
        </ChartPanel>
        <ChartPanel
          title="Review activity"
          summary={`Reviews on ${data.heatmap.length} day${data.heatmap.length === 1 ? '' : 's'} in the last year.`}
        >
          <KeyboardScrollArea type="auto" offsetScrollbars label="Review activity by day, scrolls sideways">
            <Heatmap
              data={heat}
              startDate={yearAgo}
              endDate={today}
              withMonthLabels
              withWeekdayLabels
              withTooltip
              getTooltipLabel={({ date, value }) => `${shortDay(date)}: ${value ?? 0} reviews`}
            />
          </KeyboardScrollArea>
        </ChartPanel>
      </SimpleGrid>
    </Stack>
  );
}
