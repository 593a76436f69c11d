import { expect, type Page } from '@playwright/test';

/**
 * Opens a page and waits until its app runs. A page drawn as HTML (rendered by the server) shows
 * first and loads the app only after that first paint; the page marks `<html data-live>` once it runs.
 */
export async function gotoLivePage(page: Page, path: string) {
  await page.goto(path);
  await appRunning(page);
}

/** Reloads a page and waits until its app runs again: a click on the HTML drawn before that does nothing. */
export async function reloadLivePage(page: Page) {
  await page.reload();
  await appRunning(page);
}

// The app's first load can take a while on a busy machine.
const appRunning = (page: Page) => expect(page.locator('html[data-live]')).toBeAttached({ timeout: 20_000 });
