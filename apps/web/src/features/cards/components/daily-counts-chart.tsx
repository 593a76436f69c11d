import { BarChart } from '@mantine/charts';
import type { ReactNode } from 'react';
import { shortDay } from '../lib/analytics-figures';
import { ChartPanel } from './chart-panel';
import { FigureTable } from './figure-table';

interface DailyCountsChartProps {
  title: string;
  summary: string;
  /** What the panel says instead of a chart when every count is 0. */
  empty: string | undefined;
  /** The table's caption, for screen readers and "Show as table". */
  caption: string;
  /** The counted thing: the table's column and the chart's series. */
  counted: string;
  color: string;
  days: { date: string; count: number }[];
  children?: ReactNode;
}

/** A count per day as bars, with the same figures as a table beside them. */
export function DailyCountsChart({
  title,
  summary,
  empty,
  caption,
  counted,
  color,
  days,
  children,
}: DailyCountsChartProps) {
  return (
    <ChartPanel
      title={title}
      summary={summary}
      empty={empty}
      table={
        <FigureTable
          caption={caption}
          columns={['Day', counted]}
          rows={days.map((day) => ({ head: shortDay(day.date), cells: [day.count] }))}
        />
      }
    >
      <BarChart
        h={200}
        data={days.map((day) => ({ day: shortDay(day.date), [counted]: day.count }))}
        dataKey="day"
        series={[{ name: counted, color }]}
      />
      {children}
    </ChartPanel>
  );
}
