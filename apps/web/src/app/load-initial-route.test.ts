import { onlineManager, QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardKeys } from '../features/cards/api/card-keys';
import { initialDataWaitMs, loadInitialRoute } from './load-initial-route';
import type { RouteHandle } from './router';

const stats = { dueToday: 3, totalCards: 12, nextDueAt: null, averageQuality: null };
const summary = { monthReviews: 4, streakDays: 2, reviewedToday: true, pro: null };
const Dashboard = () => null;

/** The app's frame with /dashboard inside, its module loaded on demand as the real router does. */
const routes = (): RouteObject[] => [
  {
    handle: { data: 'layout' } satisfies RouteHandle,
    children: [
      {
        path: '/dashboard',
        lazy: async () => ({ Component: Dashboard }),
        handle: { data: 'dashboard' } satisfies RouteHandle,
      },
    ],
  },
];

/** A server that answers each path with `bodies[path]`, or never when the path has none. */
function server(bodies: Record<string, unknown>) {
  const fetch = vi.fn((url: string) => {
    const body = bodies[new URL(url, 'http://localhost').pathname];
    if (body === undefined) return new Promise<Response>(() => {});
    return Promise.resolve(Response.json(body));
  });
  vi.stubGlobal('fetch', fetch);
  return { asked: () => fetch.mock.calls.map(([url]) => new URL(url, 'http://localhost').pathname) };
}

beforeEach(() => window.history.replaceState(null, '', '/dashboard'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  onlineManager.setOnline(true);
});

describe('loadInitialRoute', () => {
  it("gives an empty shell's first render its route's code and data together", async () => {
    const { asked } = server({
      '/api/config': { aiMode: 'offline' },
      '/api/card/dashboard': stats,
      '/api/card/analytics': summary,
      '/api/card/import/apkg/jobs/latest': { job: null },
    });
    const queryClient = new QueryClient();
    const loaded = routes();
    await loadInitialRoute(loaded, { queryClient, userId: 'u1' });
    expect(loaded[0]?.children?.[0]?.Component).toBe(Dashboard);
    expect(queryClient.getQueryData(cardKeys.dashboard)).toEqual(stats);
    expect(queryClient.getQueryData(cardKeys.analytics)).toEqual(summary);
    expect(asked().sort()).toEqual([
      '/api/card/analytics',
      '/api/card/dashboard',
      '/api/card/import/apkg/jobs/latest',
      '/api/config',
    ]);
  });

  it('asks nothing personal for a visitor the device does not remember', async () => {
    const { asked } = server({ '/api/config': { aiMode: 'offline' } });
    await loadInitialRoute(routes(), { queryClient: new QueryClient(), userId: '' });
    expect(asked()).toEqual(['/api/config']);
  });

  it('asks nothing before hydrating HTML the server rendered, which carries its data', async () => {
    const { asked } = server({});
    const loaded = routes();
    await loadInitialRoute(loaded);
    expect(loaded[0]?.children?.[0]?.Component).toBe(Dashboard);
    expect(asked()).toEqual([]);
  });

  it('renders without the data when the server is slow to answer', async () => {
    server({ '/api/config': { aiMode: 'offline' } });
    vi.useFakeTimers();
    let done = false;
    void loadInitialRoute(routes(), { queryClient: new QueryClient(), userId: 'u1' }).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(initialDataWaitMs - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('does not wait for answers while offline', async () => {
    server({});
    onlineManager.setOnline(false);
    vi.useFakeTimers();
    let done = false;
    void loadInitialRoute(routes(), { queryClient: new QueryClient(), userId: 'u1' }).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });
});
