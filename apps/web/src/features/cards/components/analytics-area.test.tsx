import type { Analytics } from '@kurio/shared/cards';
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../../test/render-route';
import { AnalyticsArea } from './analytics-area';

function renderArea(answer: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof globalThis.fetch>(async () => answer()),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderRoute({ path: '/', url: '/', Component: AnalyticsArea, queryClient });
}

afterEach(() => vi.unstubAllGlobals());

describe('AnalyticsArea', () => {
  it("shows a free learner this month's reviews and their streak, and says the charts are Pro", async () => {
    const free: Analytics = { monthReviews: 1234, streakDays: 4, reviewedToday: false, pro: null };
    renderArea(() => Response.json(free));
    expect(screen.getByLabelText('Loading your statistics')).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'Your reviews' });
    expect(summary).toHaveTextContent('This month1,234 reviews');
    expect(summary).toHaveTextContent('Streak4 daysReview today to keep it going.');
    expect(screen.getByRole('heading', { name: 'Analytics with Kurio Pro' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Pro plans' })).toHaveAttribute('href', '/pricing');
  });

  it('draws the charts for a Pro learner, without the teaser', async () => {
    const none = { reviews: 0, passed: 0 };
    const pro: Analytics = {
      monthReviews: 3,
      streakDays: 1,
      reviewedToday: true,
      pro: {
        reviewsPerDay: [{ date: '2026-11-21', count: 3 }],
        studyTimePerDay: [{ date: '2026-11-21', seconds: 40 }],
        retention: [{ week: '2026-11-16', ...none }],
        trueRetention: { byInterval: [{ range: '1-7', ...none }], byDeck: [] },
        forecast: [{ date: '2026-11-21', count: 2 }],
        heatmap: [{ date: '2026-11-21', count: 3 }],
        cardStates: { new: 1, learning: 1, review: 0, relearning: 0 },
      },
    };
    renderArea(() => Response.json(pro));
    expect(await screen.findByRole('figure', { name: 'Cards by state' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your reviews' })).toHaveTextContent('This month3 reviews');
    expect(screen.queryByRole('heading', { name: 'Analytics with Kurio Pro' })).toBeNull();
  });

  it('tells a learner with no reviews how to start a streak', async () => {
    renderArea(() => Response.json({ monthReviews: 0, streakDays: 0, reviewedToday: false, pro: null }));
    expect(await screen.findByText('Review a card today to start a streak.')).toBeInTheDocument();
    expect(screen.getByText('0 reviews')).toBeInTheDocument();
  });

  it('says when the statistics could not load', async () => {
    renderArea(() => Response.json({ code: 'internal', message: 'Something went wrong.' }, { status: 500 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your statistics');
  });
});
