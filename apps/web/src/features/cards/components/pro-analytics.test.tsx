import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ProAnalytics from './pro-analytics';

const days = (count: number, start: string, value: (i: number) => number) =>
  Array.from({ length: count }, (_, i) => ({
    date: new Date(Date.parse(start) + i * 86_400_000).toISOString().slice(0, 10),
    count: value(i),
  }));

describe('ProAnalytics', () => {
  it('renders the four charts with their text summaries', () => {
    render(
      <MantineProvider>
        <ProAnalytics
          data={{
            reviewsPerDay: days(30, '2026-10-23', (i) => (i === 29 ? 4 : 0)),
            retention: [
              ...Array.from({ length: 11 }, (_, i) => ({
                week: `2026-09-${String(i + 1).padStart(2, '0')}`,
                rate: null,
              })),
              { week: '2026-11-16', rate: 0.75 },
            ],
            forecast: days(30, '2026-11-21', (i) => (i < 3 ? 2 : 0)),
            heatmap: [{ date: '2026-11-21', count: 4 }],
          }}
        />
      </MantineProvider>,
    );
    for (const title of ['Reviews per day', 'Retention over time', 'Due in the next 30 days', 'Review activity']) {
      expect(screen.getByText(title)).toBeInTheDocument();
    }
    expect(screen.getByText('4 reviews in the last 30 days.')).toBeInTheDocument();
    expect(screen.getByText(/^75% of reviews recalled/)).toBeInTheDocument();
    expect(screen.getByText('6 cards fall due in the next 30 days.')).toBeInTheDocument();
    expect(screen.getByText('Reviews on 1 day in the last year.')).toBeInTheDocument();
  });
});
