import { userTimeZone } from '../api-client';
import { offlineApiPaths } from '../offline-caches';

/**
 * A page the server rendered arrives with its answers inside, so the service worker, which keeps a copy of the
 * answers that let screens open offline only when it sees them pass (sw.ts), has not seen them: those are asked
 * for once more, through the worker. Only when a worker controls the page, so the app's own files come from its
 * cache and these requests compete with nothing; without one there is nowhere to keep them.
 */
export function keepForOffline(urls: string[]): void {
  if (!navigator.serviceWorker?.controller) return;
  const wanted = urls.filter((url) =>
    offlineApiPaths.some((path) => path.test(new URL(url, location.origin).pathname)),
  );
  for (const url of new Set(wanted))
    void fetch(url, { credentials: 'same-origin', headers: { 'x-time-zone': userTimeZone() } }).catch(() => {});
}
