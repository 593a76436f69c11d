import { expect, type Page } from '@playwright/test';

/**
 * Signs a new user up through the form, with a unique email; lands on the home page. `ready` waits for something
 * on the sign-up page before the form is filled (the offline suite waits for the app's service worker).
 */
export async function signUp(page: Page, name = 'Casey Cards', ready?: (page: Page) => Promise<void>) {
  await page.goto('/signup');
  await ready?.(page);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(`e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('flashcards!');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL('/', { timeout: 30_000 });
}
