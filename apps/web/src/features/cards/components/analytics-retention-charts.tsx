import type { ProAnalytics } from '@kurio/shared/cards';
import { BarChart, LineChart } from '@mantine/charts';
import { percentPassed, plural, shortDay, sum } from '../lib/analytics-figures';
import { ChartPanel } from './chart-panel';
import { FigureTable } from './figure-table';

type Range = ProAnalytics['trueRetention']['byInterval'][number]['range'];
const rangeLabels: Record<Range, string> = {
  '1-7': '1–7 days',
  '8-30': '8–30 days',
  '31-90': '31–90 days',
  '91+': 'Over 90 days',
};
// The chart's axis is as narrow as a phone: its labels are short, the table's are whole.
const rangeTicks: Record<Range, string> = { '1-7': '1–7 d', '8-30': '8–30 d', '31-90': '31–90 d', '91+': '> 90 d' };
const noneYet = 'No reviews after an interval of a day or more yet.';
const shown = (percent: number | null) => (percent === null ? '–' : `${percent}%`);

/** True retention by the interval before each review, with the same figures by deck as a visible table. */
export function TrueRetentionChart({ retention }: { retention: ProAnalytics['trueRetention'] }) {
  const all = {
    reviews: sum(retention.byInterval, (row) => row.reviews),
    passed: sum(retention.byInterval, (row) => row.passed),
  };
  const ranges = retention.byInterval.map((row) => ({
    ...row,
    label: rangeLabels[row.range],
    percent: percentPassed(row),
  }));
  const byDeck = retention.byDeck.map((row) => ({
    head: row.deck ?? 'No deck',
    cells: [row.reviews, shown(percentPassed(row))],
  }));
  return (
    <ChartPanel
      title="True retention"
      summary={
        all.reviews === 0
          ? 'The share of reviews passed (rated Okay or better) after an interval of a day or more, last year.'
          : `${shown(percentPassed(all))} of ${plural(all.reviews, 'review')} passed (rated Okay or better) after an interval of a day or more, last year.`
      }
      empty={all.reviews === 0 ? noneYet : undefined}
      table={
        <>
          <FigureTable
            caption="True retention by interval"
            columns={['Interval', 'Reviews', 'Passed', 'Retention']}
            rows={ranges.map((row) => ({ head: row.label, cells: [row.reviews, row.passed, shown(row.percent)] }))}
          />
          <FigureTable caption="True retention by deck" columns={['Deck', 'Reviews', 'Retention']} rows={byDeck} />
        </>
      }
    >
      <BarChart
        h={200}
        data={ranges.map((row) => ({ interval: rangeTicks[row.range], Retention: row.percent }))}
        dataKey="interval"
        series={[{ name: 'Retention', color: 'teal.6' }]}
        yAxisProps={{ domain: [0, 100] }}
        unit="%"
      />
    </ChartPanel>
  );
}

export function RetentionOverTimeChart({ weeks }: { weeks: ProAnalytics['retention'] }) {
  const latest = weeks.findLast((week) => week.reviews > 0);
  return (
    <ChartPanel
      title="Retention over time"
      summary={
        latest
          ? `${shown(percentPassed(latest))} true retention in the week of ${shortDay(latest.week)}.`
          : 'True retention per week, last 12 weeks.'
      }
      empty={latest ? undefined : noneYet}
      table={
        <FigureTable
          caption="True retention per week, last 12 weeks"
          columns={['Week of', 'Reviews', 'Retention']}
          rows={weeks.map((week) => ({ head: shortDay(week.week), cells: [week.reviews, shown(percentPassed(week))] }))}
        />
      }
    >
      <LineChart
        h={200}
        data={weeks.map((week) => ({ week: shortDay(week.week), Retention: percentPassed(week) }))}
        dataKey="week"
        series={[{ name: 'Retention', color: 'teal.6' }]}
        yAxisProps={{ domain: [0, 100] }}
        unit="%"
        curveType="linear"
        connectNulls
      />
    </ChartPanel>
  );
}
