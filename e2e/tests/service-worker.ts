import type { Page } from '@playwright/test';

/** Waits until the service worker has installed and controls the page (it registers after the first render). */
export async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}
