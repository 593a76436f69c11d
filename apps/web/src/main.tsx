import './styles/mantine-first-paint.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { loadInitialRoute } from './app/load-initial-route';
import { Providers } from './app/providers';
import { createRouter, routes } from './app/router';
import { WarningBar } from './components/warning-bar';

// Our CSP forbids eval. Unless told, zod probes for it with `new Function` on its first parse, and the browser
// reports every such probe as a policy violation. zod reads this global config when it loads.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const container = document.getElementById('root')!;
// Marketing pages arrive prerendered and already painted (scripts/prerender.mjs loads this script only after the
// first paint); every other route renders here from scratch.
const prerendered = container.hasChildNodes();
// A painted page can wait a task or two: starting the app in three tasks (modules, the route's module, the router
// and hydration) instead of one keeps the page responsive to input in between.
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
if (prerendered) {
  await nextTask();
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
