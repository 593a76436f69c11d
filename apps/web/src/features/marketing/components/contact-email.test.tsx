import type { PublicConfig } from '@kurio/shared/config';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, it, vi } from 'vitest';
import { publicConfigQueryOptions } from '../../../lib/public-config';
import { ContactEmail } from './contact-email';

const page = (client: QueryClient): ReactNode => (
  <MantineProvider>
    <QueryClientProvider client={client}>
      <ContactEmail />
    </QueryClientProvider>
  </MantineProvider>
);

const config: PublicConfig = {
  contactEmail: 'help@kurio.test',
  googleClientId: null,
  aiMode: 'offline',
  paymentsMode: 'test',
};

it('hydrates a server-rendered page with no mismatch when the config arrived first, then shows the address', async () => {
  const container = document.createElement('div');
  // Drawn by the server: no config.
  container.innerHTML = renderToString(page(new QueryClient()));
  document.body.append(container);
  expect(container.textContent).toContain('our support address');

  const warmed = new QueryClient();
  warmed.setQueryData(publicConfigQueryOptions.queryKey, config);
  const recoverable = vi.fn();
  await act(async () => {
    hydrateRoot(container, page(warmed), { onRecoverableError: recoverable });
  });
  expect(recoverable).not.toHaveBeenCalled();
  expect(container.querySelector('a')?.getAttribute('href')).toBe('mailto:help@kurio.test');
  container.remove();
});
