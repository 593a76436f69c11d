import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { WarningBar } from '../components/warning-bar';
import { nextTask } from '../lib/next-task';
import { loadInitialRoute } from './load-initial-route';
import { Providers } from './providers';
import { createRouter, routes } from './router';

/**
 * Renders the app into the root element, or hydrates the prerendered HTML it holds. A painted page can wait a
 * task or two: loading the route's module and hydrating in separate tasks keeps it responsive to input.
 */
export async function startApp(container: HTMLElement, prerendered: boolean): Promise<void> {
  if (prerendered) {
    await loadInitialRoute(routes);
    await nextTask();
  }
  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={createRouter()} />
        <WarningBar />
      </Providers>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread.
  if (prerendered) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else createRoot(container).render(app);
}
