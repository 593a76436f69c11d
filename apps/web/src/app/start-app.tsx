import type { UserStatusResponse } from '@kurio/shared/user';
import { hydrate } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { WarningBar } from '../components/warning-bar';
import { nextTask } from '../lib/next-task';
import { keepForOffline } from '../lib/offline/keep-for-offline';
import { queryClient } from '../lib/query-client';
import { useHydrated } from '../lib/use-hydrated';
import { userStatusQueryKey } from '../sign-in/user-status';
import { useAppStore } from '../stores/app-store';
import { loadInitialRoute } from './load-initial-route';
import { Providers } from './providers';
import type { RouteState } from './route-data';
import { createRouter, routes } from './router';

// Until a new version waits, the update prompt shows nothing: its code, and the service worker's registration it
// starts, load once the page is hydrated, off the start-up that every page waits for.
const UpdatePrompt = lazy(() =>
  import('../components/update-prompt').then(({ UpdatePrompt }) => ({ default: UpdatePrompt })),
);

function UpdatePromptOnceHydrated() {
  return (
    useHydrated() && (
      <Suspense fallback={null}>
        <UpdatePrompt />
      </Suspense>
    )
  );
}

/**
 * A page the server rendered for this visitor carries the answers it was drawn from: they fill the query cache,
 * and the device's user becomes the one the server saw, so the first render here matches the HTML.
 */
function adoptServerState(): void {
  const script = document.getElementById('route-state');
  if (!script?.textContent) return;
  const { queries, fetched }: RouteState = JSON.parse(script.textContent);
  hydrate(queryClient, queries);
  keepForOffline(fetched);
  const status = queryClient.getQueryData<UserStatusResponse>(userStatusQueryKey);
  if (status?.user) useAppStore.getState().setUser(status.user);
  else if (status) useAppStore.getState().resetUser();
}

/**
 * Loads the current route's module (and, into an empty root, its data), then, in a task of its own, hydrates the
 * HTML the server rendered into the root or renders into the empty root. Rendering as a transition lets React
 * yield to the browser every few milliseconds instead of holding the main thread for the whole first render.
 */
export async function startApp(container: HTMLElement, drawn: boolean): Promise<void> {
  adoptServerState();
  await loadInitialRoute(routes, drawn ? undefined : { queryClient, userId: useAppStore.getState().user.id });
  await nextTask();
  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={createRouter()} />
        <WarningBar />
        <UpdatePromptOnceHydrated />
      </Providers>
    </StrictMode>
  );
  startTransition(() => {
    if (drawn) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}
