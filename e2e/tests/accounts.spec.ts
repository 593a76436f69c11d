import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { gotoLivePage } from './live-page';

const uniqueEmail = () => `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

test('sign up, log out, wrong password, log in, membership', async ({ page }) => {
  const email = uniqueEmail();
  await gotoLivePage(page, '/signup');
  await expect(page.getByRole('heading', { name: 'Join Kurio today' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Enter name')).toBeVisible();
  await expect(page.getByText('Enter email')).toBeVisible();
  await page.getByLabel('Name').fill('Robin Reader');
  await expect(page.getByText('Enter name')).toBeHidden(); // revalidates on change
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('reading-rocks');
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(page).toHaveURL('/');
  await expect(page.getByText('Account created')).toBeVisible();
  const menu = page.getByRole('button', { name: 'Account menu for Robin Reader' });
  await expect(menu).toBeVisible();

  await menu.click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

  await page.getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Incorrect password')).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill('reading-rocks');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Account menu for Robin Reader' })).toBeVisible();

  await page.getByRole('button', { name: 'Account menu for Robin Reader' }).click();
  await page.getByRole('menuitem', { name: 'Membership' }).click();
  await expect(page).toHaveURL('/membership');
  await expect(page.getByText('free', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/pricing');
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu for Robin Reader' })).toBeVisible();
});

test('an unknown email is flagged on the email field', async ({ page }) => {
  await gotoLivePage(page, '/login');
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Password', { exact: true }).fill('whatever');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Email not found')).toBeVisible();
});

test('the login form checks its fields in the browser before asking the server', async ({ page }) => {
  await gotoLivePage(page, '/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Enter email')).toBeVisible();
  await expect(page.getByText('Enter password')).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText("Doesn't look like email")).toBeVisible();
});

test('a guarded route sends a visitor to log in, then back', async ({ page }) => {
  const email = uniqueEmail();
  await page.request.post('/api/user/signup', { form: { name: 'Guard Test', email, password: 'secret123' } });
  await page.context().clearCookies();
  await gotoLivePage(page, '/membership');
  await expect(page).toHaveURL('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/membership');
  await expect(page.getByRole('heading', { name: 'Membership' })).toBeVisible();
});

test('an unknown route shows Page not found.', async ({ page }) => {
  await gotoLivePage(page, '/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found.' })).toBeVisible();
});

test('Contact us and Forgot your password? show the contact alert', async ({ page }) => {
  await gotoLivePage(page, '/login');
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByRole('button', { name: 'Contact us' }).click();
  await expect
    .poll(() => dialogs)
    .toEqual(['Please contact us at help@kurio.test', 'Please contact us at help@kurio.test']);
});
