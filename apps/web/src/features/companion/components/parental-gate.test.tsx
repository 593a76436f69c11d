import type { PinStatus } from '@kurio/shared/parent-pin';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { holderProofQueryOptions } from '../../../sign-in/holder-proof';
import { pinQueryKey } from '../api/parent-pin';
import { ParentalGate, SettingsGate } from './parental-gate';

function renderGate(pin: PinStatus, Gate = ParentalGate, path = '/beta/p', page = 'Parents area') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(pinQueryKey, pin);
  queryClient.setQueryData(holderProofQueryOptions.queryKey, { confirmWith: 'password' });
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route element={<Gate />}>
              <Route path={path} element={<p>{page}</p>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('ParentalGate', () => {
  beforeEach(() => sessionStorage.clear());

  it('asks a sum while no PIN is set', () => {
    renderGate({ pinSet: false, lockedUntil: null });
    expect(screen.getByRole('heading', { name: 'For grown-ups' })).toBeInTheDocument();
    expect(screen.getByLabelText(/multiplied by/)).toBeInTheDocument();
    expect(screen.queryByText('Parents area')).toBeNull();
  });

  it('asks for the parent PIN once one is set, with a way to reset it by password', () => {
    renderGate({ pinSet: true, lockedUntil: null });
    expect(screen.getByLabelText('Parent PIN')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.queryByLabelText(/multiplied by/)).toBeNull();
    expect(screen.getByRole('button', { name: /Forgot the PIN\?/ })).toBeInTheDocument();
    expect(screen.queryByText('Parents area')).toBeNull();
  });

  it('opens at once in a tab that passed it', () => {
    sessionStorage.setItem('kurio-parents-gate', String(Date.now() + 60_000));
    renderGate({ pinSet: true, lockedUntil: null });
    expect(screen.getByText('Parents area')).toBeInTheDocument();
  });
});

describe('SettingsGate', () => {
  beforeEach(() => sessionStorage.clear());

  it('opens the settings without a question while no PIN is set', () => {
    renderGate({ pinSet: false, lockedUntil: null }, SettingsGate, '/settings', 'Account settings');
    expect(screen.getByText('Account settings')).toBeInTheDocument();
  });

  it('asks for the parent PIN once one is set, never a sum', () => {
    renderGate({ pinSet: true, lockedUntil: null }, SettingsGate, '/settings', 'Account settings');
    expect(screen.getByLabelText('Parent PIN')).toBeInTheDocument();
    expect(screen.queryByLabelText(/multiplied by/)).toBeNull();
    expect(screen.queryByText('Account settings')).toBeNull();
  });
});
