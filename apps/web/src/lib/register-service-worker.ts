import { useAppUpdate } from '../stores/app-update';

let requested = false;

/**
 * Registers the service worker (src/service-worker/sw.ts) once the page has loaded, the app has rendered and the
 * browser is idle, so installing it (downloading the app's files) never competes with the first paint or with
 * hydration. A new version waits for the learner: the update prompt's Reload activates it (docs/decisions/115).
 */
export function registerServiceWorkerWhenIdle(): void {
  if (requested || !('serviceWorker' in navigator)) return;
  requested = true;
  const register = async () => {
    const { Workbox } = await import('workbox-window');
    const app = new Workbox('/sw.js', { scope: '/' });
    // Reload activates the waiting version (the worker's SKIP_WAITING); the page reloads once it is in control.
    const offer = () =>
      useAppUpdate.getState().offer(() => {
        navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
        app.messageSkipWaiting();
      });
    app.addEventListener('waiting', offer);
    // A version another tab registered while this page was open.
    app.addEventListener('installed', (event) => {
      if (event.isExternal) offer();
    });
    await app.register();
  };
  // Safari has no requestIdleCallback; after the load event a task is the next best moment.
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(() => void register(), { timeout: 5000 })
      : setTimeout(() => void register(), 0);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
