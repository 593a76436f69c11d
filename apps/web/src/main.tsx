import './styles/mantine-first-paint.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { loadInitialRoute } from './app/load-initial-route';
import { Providers } from './app/providers';
import { createRouter, routes } from './app/router';
import { WarningBar } from './components/warning-bar';

const container = document.getElementById('root')!;
// Marketing pages arrive prerendered (scripts/prerender.mjs); every other route renders here from scratch.
const prerendered = container.hasChildNodes();
if (prerendered) {
  // Let the browser paint the server's HTML before the main thread is busy hydrating it.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  await loadInitialRoute(routes);
}

const app = (
  <StrictMode>
    <Providers>
      <RouterProvider router={createRouter()} />
      <WarningBar />
    </Providers>
  </StrictMode>
);
if (prerendered) hydrateRoot(container, app);
else createRoot(container).render(app);
