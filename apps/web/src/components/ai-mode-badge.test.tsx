import type { PublicConfig } from '@kurio/shared/config';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AiModeBadge } from './ai-mode-badge';

function renderWithConfig(aiMode: PublicConfig['aiMode']) {
  const config: PublicConfig = { contactEmail: 'a@b.c', googleClientId: null, aiMode, paymentsMode: 'test' };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(config), { headers: { 'content-type': 'application/json' } })),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <AiModeBadge />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('AiModeBadge', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows "Offline AI" and explains how to connect a model', async () => {
    renderWithConfig('offline');
    await userEvent.click(await screen.findByRole('button', { name: 'Offline AI: about the AI mode' }));
    expect(await screen.findByText(/see “Connecting a model” in Kurio’s README/)).toBeInTheDocument();
  });

  it('names the connected provider', async () => {
    renderWithConfig('anthropic');
    expect(await screen.findByText('AI: Anthropic')).toBeInTheDocument();
  });
});
