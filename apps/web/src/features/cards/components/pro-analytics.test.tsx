import type { ProAnalytics as Figures } from '@kurio/shared/cards';
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ProAnalytics from './pro-analytics';

const days = (count: number, start: string, value: (i: number) => number) =>
  Array.from({ length: count }, (_, i) => ({
    date: new Date(Date.parse(start) + i * 86_400_000).toISOString().slice(0, 10),
    count: value(i),
  }));
const weeks = (last: { reviews: number; passed: number }) =>
  Array.from({ length: 12 }, (_, i) => ({
    week: new Date(Date.parse('2026-09-07') + i * 7 * 86_400_000).toISOString().slice(0, 10),
    ...(i === 11 ? last : { reviews: 0, passed: 0 }),
  }));

const figures: Figures = {
  reviewsPerDay: days(30, '2026-10-23', (i) => (i === 29 ? 4 : i === 27 ? 2 : 0)),
  // 2 reviews on the 28th day without a recorded time; 4 on the last day took 1 min 30 s.
  studyTimePerDay: days(30, '2026-10-23', (i) => (i === 29 ? 90 : 0)).map(({ date, count }) => ({
    date,
    seconds: count,
  })),
  retention: weeks({ reviews: 4, passed: 3 }),
  trueRetention: {
    byInterval: [
      { range: '1-7', reviews: 3, passed: 2 },
      { range: '8-30', reviews: 2, passed: 2 },
      { range: '31-90', reviews: 0, passed: 0 },
      { range: '91+', reviews: 1, passed: 1 },
    ],
    byDeck: [
      { deck: 'Spanish', reviews: 4, passed: 3 },
      { deck: null, reviews: 2, passed: 2 },
    ],
  },
  forecast: days(30, '2026-11-21', (i) => (i < 3 ? 2 : 0)),
  heatmap: [
    { date: '2026-10-02', count: 2 },
    { date: '2026-11-21', count: 4 },
  ],
  cardStates: { new: 5, learning: 1, review: 3, relearning: 0 },
};

const renderCharts = (data: Figures) =>
  render(
    <MantineProvider>
      <ProAnalytics data={data} />
    </MantineProvider>,
  );

const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('ProAnalytics', () => {
  // Seven charts drawn in jsdom take seconds on a busy machine.
  it('draws seven charts, each with its summary and its figures as a table', { timeout: 20_000 }, () => {
    renderCharts(figures);
    const names = ['True retention', 'Retention over time', 'Due in the next 30 days', 'Cards by state'];
    for (const name of [...names, 'Reviews per day', 'Study time per day', 'Review activity'])
      expect(screen.getByRole('figure', { name })).toBeInTheDocument();
    expect(screen.getByText(/^83% of 6 reviews passed/)).toBeInTheDocument();
    expect(screen.getByText('75% true retention in the week of Nov 23.')).toBeInTheDocument();
    expect(screen.getByText('6 cards fall due in the next 30 days.')).toBeInTheDocument();
    expect(screen.getByText('6 reviews in the last 30 days.')).toBeInTheDocument();
    expect(screen.getByText('Reviews on 2 days in the last year.')).toBeInTheDocument();
    expect(screen.getByText('2 min answering in the last 30 days.')).toBeInTheDocument();
    expect(screen.getByText(/Some days have reviews with no recorded time/)).toBeInTheDocument();
    const minutes = rowsOf('Minutes answering per day, last 30 days');
    expect(minutes).toHaveLength(30);
    expect(minutes.at(-1)).toEqual(['Nov 21', '1.5']);
    expect(minutes.at(-3)).toEqual(['Nov 19', '0']);

    expect(rowsOf('True retention by interval')).toEqual([
      ['1–7 days', '3', '2', '67%'],
      ['8–30 days', '2', '2', '100%'],
      ['31–90 days', '0', '0', '–'],
      ['Over 90 days', '1', '1', '100%'],
    ]);
    expect(rowsOf('True retention by deck')).toEqual([
      ['Spanish', '4', '75%'],
      ['No deck', '2', '100%'],
    ]);
    expect(rowsOf('Cards by state')).toEqual([
      ['New', '5'],
      ['Learning', '1'],
      ['Review', '3'],
      ['Relearning', '0'],
    ]);
    expect(rowsOf('Cards due per day, next 30 days (today includes overdue cards)')[0]).toEqual(['Nov 21', '2']);
    const months = rowsOf('Reviews per month, last year');
    expect(months).toHaveLength(13);
    expect(months.at(-2)).toEqual(['Oct 2026', '2', '1']);
    expect(months.at(-1)).toEqual(['Nov 2026', '4', '1']);
  });

  it('shows a table instead of the chart when asked', async () => {
    renderCharts(figures);
    const panel = screen.getByRole('figure', { name: 'Cards by state' });
    const toggle = within(panel).getByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(within(panel).getByRole('table', { name: 'Cards by state' })).toBeVisible();
    expect(panel.querySelector('.recharts-responsive-container')).toBeNull();
  });

  it('says there are no reviews yet instead of drawing empty charts', () => {
    renderCharts({
      ...figures,
      reviewsPerDay: days(30, '2026-10-23', () => 0),
      studyTimePerDay: figures.studyTimePerDay.map(({ date }) => ({ date, seconds: 0 })),
      retention: weeks({ reviews: 0, passed: 0 }),
      trueRetention: {
        byInterval: figures.trueRetention.byInterval.map((row) => ({ ...row, reviews: 0, passed: 0 })),
        byDeck: [],
      },
      heatmap: [],
      forecast: days(30, '2026-11-21', () => 0),
    });
    for (const name of ['Reviews per day', 'Review activity'])
      expect(within(screen.getByRole('figure', { name })).getByText('No reviews yet.')).toBeInTheDocument();
    const studyTime = screen.getByRole('figure', { name: 'Study time per day' });
    expect(within(studyTime).getByText('No study time recorded yet.')).toBeInTheDocument();
    for (const name of ['True retention', 'Retention over time'])
      expect(
        within(screen.getByRole('figure', { name })).getByText('No reviews after an interval of a day or more yet.'),
      ).toBeInTheDocument();
    expect(screen.getByText(/^The share of reviews passed/)).toBeInTheDocument();
    expect(screen.getByText('Nothing falls due in the next 30 days.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'True retention by interval' })).toBeNull();
    expect(screen.getByRole('table', { name: 'Cards by state' })).toBeInTheDocument();
  });
});
