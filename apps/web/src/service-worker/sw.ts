// Kurio's service worker (docs/architecture.md §9, docs/decisions/115), built by vite-plugin-pwa's injectManifest:
// the build writes the list of built files into `self.__WB_MANIFEST`.
import type { WorkboxPlugin } from 'workbox-core';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, CacheOnly, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import {
  apiCacheName,
  cardImagePath,
  cardImagesCacheName,
  downloadsCacheName,
  offlineApiPaths,
} from '../lib/offline-caches';

declare const self: ServiceWorkerGlobalScope;

// The app's scripts, styles, shell and icons, replaced as a whole when a new version activates.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes over the open page at once, so what it downloads is served without a reload. An update
// waits: it activates only when the learner clicks Reload in the prompt, never in the middle of a review.
clientsClaim();
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/** Answers from what the learner downloaded when the network cannot. */
const fromDownloads: WorkboxPlugin = {
  handlerDidError: async ({ request }) => caches.match(request, { cacheName: downloadsCacheName }),
};

// Every route of the app renders from the shell, so offline any address opens (the pages the server renders
// included: online they still come from the network).
registerRoute(
  new NavigationRoute(new NetworkOnly({ plugins: [{ handlerDidError: async () => matchPrecache('/index.html') }] }), {
    denylist: [/^\/api\//, /^\/media\//],
  }),
);

// The answers that make the lesson and quest screens usable offline: the network's when it answers, else the
// last one seen, else the downloaded one.
registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin && request.method === 'GET' && offlineApiPaths.some((pattern) => pattern.test(url.pathname)),
  new NetworkFirst({ cacheName: apiCacheName, plugins: [fromDownloads] }),
);

// Narration: a downloaded file is served from the cache, byte ranges included, so the player can seek offline;
// anything else goes to the network as before and is not kept.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
  new CacheOnly({
    cacheName: downloadsCacheName,
    plugins: [new RangeRequestsPlugin(), { handlerDidError: async ({ request }) => fetch(request) }],
  }),
);

// Card images (decision 164): an id never serves other bytes, so a kept copy is always right. The page asks for the
// images of the cards it keeps for offline review (keep-card-images.ts), which lands them here.
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && cardImagePath.test(url.pathname),
  new CacheFirst({ cacheName: cardImagesCacheName }),
);
