import { type Browser, expect, type Page, test } from '@playwright/test';
import { signUp } from './sign-up';

/**
 * Every page is rendered by the server for the person asking, with their data (decision
 * 133): a first visit paints the screen from the HTML, and the app takes it over without drawing it again.
 */

async function signedUpWithCard(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUp(page, 'Robin Render');
  const created = await page.request.post('/api/card/create', {
    data: { cards: [{ question: 'Which planet has the most moons?', answer: 'Saturn' }] },
  });
  expect(created.status()).toBe(200);
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}

/** A browser that has the learner's cookies and nothing else: no service worker, no caches, no local storage. */
async function newDevice(browser: Browser, cookies: Awaited<ReturnType<typeof signedUpWithCard>>, javaScript = true) {
  const context = await browser.newContext({ javaScriptEnabled: javaScript });
  await context.addCookies(cookies);
  return context;
}

test('a signed-in page arrives drawn with the learner’s data, before any script runs', async ({ browser }) => {
  const cookies = await signedUpWithCard(browser);
  const context = await newDevice(browser, cookies, false);
  const page = await context.newPage();

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByTestId('stat-total-cards-value')).toHaveText('1');
  await expect(page.getByRole('button', { name: 'Robin Render' }).first()).toBeVisible();
  await expect(page).toHaveTitle(/Dashboard/);

  await page.goto('/cards');
  await expect(page.getByText('Which planet has the most moons?')).toBeVisible();

  // Screens behind the parent lock and the study modes arrive drawn too, not as a loader.
  await page.goto('/beta/p');
  await expect(page.getByRole('heading', { name: 'For grown-ups' })).toBeVisible();
  await page.goto('/settings');
  await expect(page.getByText(/With your 0 reviews, Pro would schedule you/)).toBeVisible();
  await page.goto('/study/learn');
  await expect(page.getByText('Which planet has the most moons?')).toBeVisible();
  // The companion's characters come with the notice above them that a parent agrees first: it never arrives
  // later to push them down.
  await page.goto('/beta');
  await expect(page.getByText('A grown-up says yes first')).toBeVisible();
  await expect(page.getByRole('listitem').first()).toBeVisible();
  await context.close();
});

test('a visitor gets public data pages drawn, and personal pages are left to the sign-in redirect', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/lessons');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Lesson 1/ }).first()).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);
  expect(await page.locator('#route-state').count()).toBe(0);
  await context.close();
});

async function collectProblems(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  return problems;
}

test('the app takes over a server-drawn page without errors or asking for its data again', async ({ browser }) => {
  const cookies = await signedUpWithCard(browser);
  const context = await newDevice(browser, cookies);
  const page = await context.newPage();
  const problems = await collectProblems(page);
  const dataRequests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/card/') || pathname === '/api/user/status') dataRequests.push(pathname);
  });

  await page.goto('/dashboard', { waitUntil: 'networkidle' });
  await expect(page.getByTestId('stat-total-cards-value')).toHaveText('1');
  expect(dataRequests).toEqual([]);
  // Alive: a click goes where it says, in the app.
  await page.getByRole('link', { name: 'Review now' }).click();
  await expect(page).toHaveURL('/review');
  await expect(page.getByText('Which planet has the most moons?')).toBeVisible();
  expect(problems).toEqual([]);
  await context.close();
});

test('the grown-ups question and the voice friend are drawn by the server and work once the app is in', async ({
  browser,
}) => {
  const cookies = await signedUpWithCard(browser);
  const context = await newDevice(browser, cookies);
  const page = await context.newPage();
  const problems = await collectProblems(page);

  await page.goto('/beta/p', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: 'For grown-ups' })).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveAccessibleName(/^What is .+\?$/);

  await page.goto('/beta/friend', { waitUntil: 'networkidle' });
  await expect(page.getByTestId('voice-state')).toHaveText('Ready');
  await expect(page.getByRole('button', { name: 'Talk' })).toBeEnabled();
  expect(problems).toEqual([]);
  await context.close();
});
