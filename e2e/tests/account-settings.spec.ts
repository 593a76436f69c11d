import { expect as baseExpect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { gotoLivePage } from './live-page';

test.describe.configure({ timeout: 60_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

test('account settings from the user menu: rename, export, delete', async ({ page }) => {
  const email = `settings-${Date.now()}@example.com`;
  await gotoLivePage(page, '/signup');
  await page.getByLabel('Name').fill('Sam Settings');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByRole('button', { name: 'Account menu for Sam Settings' }).click();
  await page.getByRole('menuitem', { name: 'Account settings' }).click();
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Name').fill('Sam Renamed');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('button', { name: 'Account menu for Sam Renamed' })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('kurio-export.json');

  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByLabel('Type DELETE').fill('DELETE');
  await page.getByRole('dialog').getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Delete everything' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

  await gotoLivePage(page, '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Email not found')).toBeVisible();
});
