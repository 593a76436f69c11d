import { defaultMembership } from '@kurio/shared/membership-plans';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userStatusQueryKey } from '../sign-in/user-status';
import { signedOutUser, useAppStore } from '../stores/app-store';
import { RequireAuth } from './require-auth';

const sam = { id: 'u1', name: 'Sam', email: 'sam@example.com', role: 0, membership: defaultMembership };

/** /settings behind the guard, with the device and the server agreeing on `user` (or nobody). */
function renderAt(path: string, user: typeof sam | null) {
  const queryClient = new QueryClient();
  if (user) {
    useAppStore.getState().setUser(user);
    queryClient.setQueryData(userStatusQueryKey, { user });
  }
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home</p> },
      { path: '/login', element: <p>Log in</p> },
      { Component: RequireAuth, children: [{ path: '/settings', element: <p>Settings</p> }] },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

afterEach(() => {
  useAppStore.getState().resetUser();
  vi.unstubAllGlobals();
});

/** The server's answer to the status call, held until `answer` is called. */
function serverAnswersLater() {
  let answer!: (user: typeof sam | null) => void;
  const response = new Promise<Response>((resolve) => {
    answer = (user) =>
      resolve(new Response(JSON.stringify({ user }), { headers: { 'content-type': 'application/json' } }));
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(() => response),
  );
  return answer;
}

/** /settings behind the guard; the device remembers `user`, the server has not answered yet. */
function renderRemembering(user: typeof sam) {
  useAppStore.getState().setUser(user);
  const router = createMemoryRouter(
    [
      { path: '/login', element: <p>Log in</p> },
      { Component: RequireAuth, children: [{ path: '/settings', element: <p>Settings</p> }] },
    ],
    { initialEntries: ['/settings?tab=name'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('RequireAuth', () => {
  it('sends a visitor who arrives signed out to /login, remembering where they were going', async () => {
    const { router } = renderAt('/settings', null);
    expect(await screen.findByText('Log in')).toBeTruthy();
    expect(router.state.location.state).toEqual({ from: '/settings' });
  });

  it('sends someone signed out while on the page home, even before their own navigation commits', async () => {
    const { router, queryClient } = renderAt('/settings', sam);
    expect(await screen.findByText('Settings')).toBeTruthy();
    // What log out and delete account do; the signed-out render comes before any navigation of theirs.
    act(() => {
      useAppStore.getState().resetUser();
      queryClient.clear();
    });
    expect(await screen.findByText('Home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(useAppStore.getState().user).toEqual(signedOutUser);
  });

  it('shows the remembered user the page while the server confirms the sign-in, and keeps it when it does', async () => {
    const answer = serverAnswersLater();
    renderRemembering(sam);
    expect(await screen.findByText('Settings')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(async () => answer(sam));
    expect(screen.getByText('Settings')).toBeTruthy();
  });

  it('sends the remembered user to /login when the server says their sign-in is over, to come back after', async () => {
    const answer = serverAnswersLater();
    const router = renderRemembering(sam);
    expect(await screen.findByText('Settings')).toBeTruthy();
    await act(async () => answer(null));
    expect(await screen.findByText('Log in')).toBeTruthy();
    expect(router.state.location.state).toEqual({ from: '/settings?tab=name' });
    expect(useAppStore.getState().user).toEqual(signedOutUser);
  });
});
