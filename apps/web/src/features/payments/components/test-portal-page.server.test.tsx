// @vitest-environment node
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TestPortalPage } from './test-portal-page';

describe('the test-mode billing portal drawn by the server', () => {
  it('renders without the browser (it once read window.location while drawing)', () => {
    const html = renderToString(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter initialEntries={['/checkout/test/portal?return=https%3A%2F%2Fevil.example%2Fmembership']}>
            <TestPortalPage />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(html).toContain('Loading your subscription');
  });
});
