import { expect, type Page } from '@playwright/test';
import { gotoLivePage } from './live-page';

/** Signs a new user up through the form, with a unique email; lands on the home page. */
export async function signUp(page: Page, name = 'Casey Cards') {
  await gotoLivePage(page, '/signup');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(`e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('flashcards!');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL('/', { timeout: 30_000 });
}
