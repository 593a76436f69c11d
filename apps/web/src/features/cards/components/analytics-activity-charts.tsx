import type { ProAnalytics } from '@kurio/shared/cards';
import { Heatmap } from '@mantine/charts';
import { Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { KeyboardScrollArea } from '../../../components/keyboard-scroll-area';
import { plural, reviewsByMonth, shortDay, studyTime, sum, yearBefore } from '../lib/analytics-figures';
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
    />
  );
}

/** Minutes to one decimal: the bars and the table show the same figure. */
const minutes = (seconds: number) => Math.round(seconds / 6) / 10;

/**
 * Time spent answering per day (docs/decisions/159). Reviews logged before answer times were recorded count none,
 * and the panel says so when such a day is in view.
 */
export function StudyTimePerDayChart({
  days,
  reviews,
}: {
  days: ProAnalytics['studyTimePerDay'];
  reviews: ProAnalytics['reviewsPerDay'];
}) {
  const total = sum(days, (day) => day.seconds);
  const untimed = reviews.some((day, index) => day.count > 0 && days[index]?.seconds === 0);
  return (
    <DailyCountsChart
      title="Study time per day"
      summary={`${studyTime(total)} answering in the last 30 days.`}
      empty={total === 0 ? 'No study time recorded yet.' : undefined}
      caption="Minutes answering per day, last 30 days"
      counted="Minutes"
      color="teal.7"
      days={days.map((day) => ({ date: day.date, count: minutes(day.seconds) }))}
    >
      {untimed && (
        <Text size="xs" c="dimmed">
          Some days have reviews with no recorded time (made before Kurio timed answers): they count none.
        </Text>
      )}
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
