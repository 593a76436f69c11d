import type { ProAnalytics } from '@kurio/shared/cards';
import { Heatmap } from '@mantine/charts';
import { Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { KeyboardScrollArea } from '../../../components/keyboard-scroll-area';
import { plural, reviewsByMonth, shortDay, sum, yearBefore } from '../lib/analytics-figures';
import { ChartPanel } from './chart-panel';
import { DailyCountsChart } from './daily-counts-chart';
import { FigureTable } from './figure-table';

const noReviews = 'No reviews yet.';

export function ReviewsPerDayChart({ days }: { days: ProAnalytics['reviewsPerDay'] }) {
  const total = sum(days, (day) => day.count);
  return (
    <DailyCountsChart
      title="Reviews per day"
      summary={`${plural(total, 'review')} in the last 30 days.`}
      empty={total === 0 ? noReviews : undefined}
      caption="Reviews per day, last 30 days"
      counted="Reviews"
      color="violet.6"
      days={days}
    >
      {/* docs/decisions/138: the review calls carry no duration, so there is no time to chart. */}
      <Text size="xs" c="dimmed">
        Kurio does not record how long each review takes, so time spent per day is not shown.
      </Text>
    </DailyCountsChart>
  );
}

/** The year's heatmap, scrolled to its latest weeks where the screen is narrower than the year. */
function HeatmapYear({ heatmap, today }: { heatmap: ProAnalytics['heatmap']; today: string }) {
  const viewport = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (viewport.current) viewport.current.scrollLeft = viewport.current.scrollWidth;
  }, []);
  return (
    <KeyboardScrollArea
      type="auto"
      offsetScrollbars
      viewportRef={viewport}
      label="Review activity by day, scrolls sideways"
    >
      <Heatmap
        data={Object.fromEntries(heatmap.map((day) => [day.date, day.count]))}
        startDate={yearBefore(today)}
        endDate={today}
        withMonthLabels
        withWeekdayLabels
        withTooltip
        getTooltipLabel={({ date, value }) => `${shortDay(date)}: ${plural(value ?? 0, 'review')}`}
      />
    </KeyboardScrollArea>
  );
}

export function ReviewHeatmapChart({ heatmap, today }: { heatmap: ProAnalytics['heatmap']; today: string }) {
  const months = reviewsByMonth(heatmap, today);
  return (
    <ChartPanel
      title="Review activity"
      summary={`Reviews on ${plural(heatmap.length, 'day')} in the last year.`}
      empty={heatmap.length === 0 ? noReviews : undefined}
      table={
        <FigureTable
          caption="Reviews per month, last year"
          columns={['Month', 'Reviews', 'Days with reviews']}
          rows={months.map((month) => ({ head: month.label, cells: [month.reviews, month.days] }))}
        />
      }
    >
      <HeatmapYear heatmap={heatmap} today={today} />
    </ChartPanel>
  );
}
