import { onlineManager } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import type { RouteDataContext } from './route-data';

/** How long the first render waits for data once the route's code is in; a slower answer arrives as an update. */
export const initialDataWaitMs = 500;

/**
 * Loads the lazy route modules of the current URL before the first render. Prerendered HTML is hydrated as it
 * is, so its first render must match the server's instead of showing the loading fallback. An empty page shell
 * (the personal screens) also asks for the data its routes' first render reads (route-data.ts), alongside their
 * code, so that render shows the screen with its data: one render, split into short tasks by the transition it
 * runs in, instead of a placeholder first and the whole screen again, in one long task, when the answers come.
 */
export async function loadInitialRoute(
  routes: RouteObject[],
  data?: Omit<RouteDataContext, 'params' | 'search'>,
): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  // Offline the answers may never come (the queries wait for the network): the screen shows what it has.
  const loadingData =
    data && onlineManager.isOnline()
      ? import('./route-data').then(({ loadRouteData }) =>
          loadRouteData(matches, { ...data, search: new URLSearchParams(window.location.search) }, initialDataWaitMs),
        )
      : undefined;
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
  await loadingData;
}
