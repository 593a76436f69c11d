import { defaultMembership } from '@kurio/shared/membership-plans';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedOutUser, useAppStore } from '../stores/app-store';
import { useSignedInUser } from './use-signed-in-user';

const sam = { id: 'u1', name: 'Sam', role: 0, membership: defaultMembership };

function Who() {
  const { user, state } = useSignedInUser();
  return <p>{state === 'signedIn' ? `Hello ${user.name}` : state}</p>;
}

function renderWithServerSaying(user: object | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ user }), { headers: { 'content-type': 'application/json' } })),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Who />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  onlineManager.setOnline(true);
  useAppStore.getState().resetUser();
  vi.unstubAllGlobals();
});

describe('useSignedInUser', () => {
  it('is signed out without asking the server when the device remembers nobody', async () => {
    renderWithServerSaying(null);
    expect(await screen.findByText('signedOut')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('forgets the remembered user on this device when the server says the sign-in is over', async () => {
    useAppStore.getState().setUser(sam);
    renderWithServerSaying(null);
    expect(screen.getByText('checking')).toBeTruthy();
    expect(await screen.findByText('signedOut')).toBeTruthy();
    expect(useAppStore.getState().user).toEqual(signedOutUser);
  });

  it('takes the name the server knows, so a rename on another device shows here', async () => {
    useAppStore.getState().setUser(sam);
    renderWithServerSaying({ ...sam, name: 'Samira', email: 'sam@example.com' });
    expect(await screen.findByText('Hello Samira')).toBeTruthy();
    expect(useAppStore.getState().user.name).toBe('Samira');
  });

  it('keeps the remembered user while offline, so downloaded lessons and quests open', async () => {
    onlineManager.setOnline(false);
    useAppStore.getState().setUser(sam);
    renderWithServerSaying(null);
    expect(await screen.findByText('Hello Sam')).toBeTruthy();
    expect(useAppStore.getState().user).toEqual(sam);
  });
});
