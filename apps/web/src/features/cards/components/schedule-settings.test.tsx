import type { ScheduleSettings as Settings } from '@kurio/shared/card-schedule';
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../../test/render-route';
import { ScheduleSettings } from './schedule-settings';

const base: Settings = {
  engine: 'fsrs',
  reviewCount: 1240,
  repeatReviewCount: 900,
  desiredRetention: 0.9,
  training: null,
  optimizerUnavailable: null,
  trainingNow: false,
};
const trained: Settings = {
  ...base,
  training: {
    trainedAt: Date.UTC(2026, 10, 20),
    trainedOnReviews: 1240,
    defaults: { logLoss: 0.341, rmse: 0.052 },
    trained: { logLoss: 0.318, rmse: 0.031 },
    inUse: true,
  },
};

/** The server: these settings, training that answers `afterTraining` (or an error body), a workload per value. */
function serve(settings: Settings, afterTraining: Settings | { status: number; body: object }) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof globalThis.fetch>(async (input, init) => {
      const url = String(input);
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, body });
      if (url.startsWith('/api/card/schedule/workload')) {
        const desiredRetention = Number(new URL(url, 'http://x').searchParams.get('desiredRetention'));
        return Response.json({ desiredRetention, perDay: Array(30).fill(12), averagePerDay: 12 });
      }
      if (url === '/api/card/schedule/optimise')
        return 'status' in afterTraining
          ? Response.json(afterTraining.body, { status: afterTraining.status })
          : Response.json(afterTraining);
      if (url === '/api/card/schedule/retention')
        return Response.json({ ...settings, desiredRetention: body.desiredRetention });
      return Response.json(settings);
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderRoute({ path: '/', url: '/', Component: ScheduleSettings, queryClient });
  return { calls, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('ScheduleSettings', () => {
  it('trains on demand and shows default against trained figures', async () => {
    const { user } = serve(base, trained);
    await user.click(await screen.findByRole('button', { name: 'Optimise now' }));
    expect(await screen.findByRole('rowheader', { name: 'Trained on you' })).toBeInTheDocument();
    expect(screen.getByText('0.318')).toBeInTheDocument();
    expect(screen.getByText('0.341')).toBeInTheDocument();
    expect(screen.getByText(/on 1,240 reviews/)).toBeInTheDocument();
    expect(screen.getByText(/Your trained parameters schedule your cards/)).toBeInTheDocument();
  });

  it('says why training failed', async () => {
    const { user } = serve(base, { status: 409, body: { code: 'notEnoughReviews', message: 'FSRS needs more.' } });
    await user.click(await screen.findByRole('button', { name: 'Optimise now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('FSRS needs more.');
  });

  it('previews the workload of a retention chosen by keyboard before saving it', async () => {
    const { user, calls } = serve(trained, trained);
    const slider = await screen.findByRole('slider');
    expect(await screen.findByText(/At 90 %: about 12 reviews a day/)).toBeInTheDocument();
    slider.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(await screen.findByText(/At 92 %: about 12 reviews a day/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save retention' }));
    expect(calls.find((call) => call.url === '/api/card/schedule/retention')?.body).toEqual({ desiredRetention: 0.92 });
  });

  it('says why training is unavailable where the optimizer cannot load', async () => {
    serve({ ...base, optimizerUnavailable: 'The FSRS optimizer could not load on this server (no binary).' }, base);
    expect(await screen.findByText(/could not load on this server/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Optimise now' })).not.toBeInTheDocument();
  });

  it('tells a free learner what Pro would change', async () => {
    serve({ ...base, engine: 'sm2' }, base);
    expect(await screen.findByText(/With your 1,240 reviews, Pro would schedule you/)).toBeInTheDocument();
  });
});
