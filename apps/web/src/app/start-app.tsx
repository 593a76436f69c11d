import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { UpdatePrompt } from '../components/update-prompt';
import { WarningBar } from '../components/warning-bar';
import { queryClient } from '../lib/query-client';
import { useAppStore } from '../stores/app-store';
import { loadInitialRoute } from './load-initial-route';
import { Providers } from './providers';
import { createRouter, routes } from './router';

/**
 * Loads the current route's module (and, into an empty root, its data), then hydrates the prerendered HTML the
 * root holds or renders into the empty root. Rendering as a transition lets React yield to the browser every few
 * milliseconds instead of holding the main thread for the whole first render.
 */
export async function startApp(container: HTMLElement, prerendered: boolean): Promise<void> {
  await loadInitialRoute(routes, prerendered ? undefined : { queryClient, userId: useAppStore.getState().user.id });
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
