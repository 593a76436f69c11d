import { expect, type Page } from '@playwright/test';

/**
 * Opens a page and waits until its app runs. A prerendered page shows its HTML first and loads the app only after
 * that first paint; the footer's AI-mode badge is shown by the app alone, so it says the page now responds.
 */
export async function gotoLivePage(page: Page, path: string) {
  await page.goto(path);
  // The app's first load (its chunks, then /api/config) can take a while on a busy machine.
  await expect(page.getByRole('button', { name: /about the AI mode/ })).toBeVisible({ timeout: 20_000 });
}
