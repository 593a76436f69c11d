import { useAppUpdate } from '../stores/app-update';

/**
 * Registers the service worker (src/service-worker/sw.ts) once the page has loaded and the browser is idle, so
 * installing it (downloading the app's files) never competes with the first paint. A new version waits for
 * the learner: the update prompt's Reload activates it (docs/decisions/115).
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = async () => {
    const { registerSW } = await import('virtual:pwa-register');
    const updateSW = registerSW({
      onNeedRefresh: () => useAppUpdate.getState().offer(() => void updateSW(true)),
    });
  };
  // Safari has no requestIdleCallback; after the load event a task is the next best moment.
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(() => void register(), { timeout: 5000 })
      : setTimeout(() => void register(), 0);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
