import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy route modules of the current URL before hydrating prerendered HTML, so the first client render
 * matches the server's instead of showing the loading fallback.
 */
export async function loadInitialRoute(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}
