import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { UpdatePrompt } from '../components/update-prompt';
import { WarningBar } from '../components/warning-bar';
import { loadInitialRoute } from './load-initial-route';
import { Providers } from './providers';
import { createRouter, routes } from './router';

/**
 * Loads the current route's module, then hydrates the prerendered HTML the root holds (or renders into an empty
 * root). Rendering as a transition lets React yield to the browser every few milliseconds instead of holding the
 * main thread for the whole first render.
 */
export async function startApp(container: HTMLElement, prerendered: boolean): Promise<void> {
  await loadInitialRoute(routes);
  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={createRouter()} />
        <WarningBar />
        <UpdatePrompt />
      </Providers>
    </StrictMode>
  );
  startTransition(() => {
    if (prerendered) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}
