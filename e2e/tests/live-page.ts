import { expect, type Page } from '@playwright/test';

/**
 * Opens a page and waits until its app runs. A page drawn as HTML (prerendered, or rendered by the server) shows
 * first and loads the app only after that first paint; the app marks `<html data-live>` once it runs.
 */
export async function gotoLivePage(page: Page, path: string) {
  await page.goto(path);
  // The app's first load can take a while on a busy machine.
  await expect(page.locator('html[data-live]')).toBeAttached({ timeout: 20_000 });
}
