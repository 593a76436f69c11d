import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/** Renders one route's page at `url`, with the app's providers and a query cache the test has filled. */
export function renderRoute(route: { path: string; url: string; Component: ComponentType; queryClient: QueryClient }) {
  const router = createMemoryRouter([{ path: route.path, Component: route.Component }], {
    initialEntries: [route.url],
  });
  return render(
    <QueryClientProvider client={route.queryClient}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}
