import type { ProAnalytics } from '@kurio/shared/cards';
import { BarChart } from '@mantine/charts';
import { plural, sum } from '../lib/analytics-figures';
import { ChartPanel } from './chart-panel';
import { DailyCountsChart } from './daily-counts-chart';
import { FigureTable } from './figure-table';

export function ForecastChart({ forecast }: { forecast: ProAnalytics['forecast'] }) {
  const due = sum(forecast, (day) => day.count);
  return (
    <DailyCountsChart
      title="Due in the next 30 days"
      summary={`${plural(due, 'card falls', 'cards fall')} due in the next 30 days.`}
      empty={due === 0 ? 'Nothing falls due in the next 30 days.' : undefined}
      caption="Cards due per day, next 30 days (today includes overdue cards)"
      counted="Cards due"
      color="indigo.6"
      days={forecast}
    />
  );
}

const stateLabels = { new: 'New', learning: 'Learning', review: 'Review', relearning: 'Relearning' } as const;

export function CardStatesChart({ states }: { states: ProAnalytics['cardStates'] }) {
  const rows = (Object.keys(stateLabels) as (keyof typeof stateLabels)[]).map((state) => ({
    state: stateLabels[state],
    Cards: states[state],
  }));
  const total = sum(rows, (row) => row.Cards);
  return (
    <ChartPanel
      title="Cards by state"
      summary={`${plural(total, 'card')}: ${rows.map((row) => `${row.Cards} ${row.state.toLowerCase()}`).join(', ')}.`}
      empty={total === 0 ? 'No cards yet.' : undefined}
      table={
        <FigureTable
          caption="Cards by state"
          columns={['State', 'Cards']}
          rows={rows.map((row) => ({ head: row.state, cells: [row.Cards] }))}
        />
      }
    >
      <BarChart h={200} data={rows} dataKey="state" series={[{ name: 'Cards', color: 'grape.6' }]} />
    </ChartPanel>
  );
}
