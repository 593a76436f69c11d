import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { noPending, useSyncStatus } from '../lib/offline/sync-status';
import { SyncStatus } from './sync-status';

const renderStatus = () =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <SyncStatus />
      </QueryClientProvider>
    </MantineProvider>,
  );

afterEach(() => useSyncStatus.setState({ phase: 'unread', pending: noPending, failure: undefined }));

describe('SyncStatus', () => {
  it('does not claim everything is synced before the outbox has been read', () => {
    renderStatus();
    expect(screen.getByRole('status').textContent).toBe('Checking for changes to sync…');
    act(() => useSyncStatus.setState({ phase: 'syncing', pending: { ...noPending, review: 5 } }));
    expect(screen.getByRole('status').textContent).toBe('Syncing…');
    act(() => useSyncStatus.setState({ phase: 'idle', pending: noPending }));
    expect(screen.getByRole('status').textContent).toBe('All synced');
  });
});
