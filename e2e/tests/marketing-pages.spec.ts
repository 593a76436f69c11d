import { expect, type Page, test } from '@playwright/test';
import { gotoLivePage } from './live-page';

const uniqueEmail = () => `web-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Collects console errors and uncaught exceptions, hydration mismatches included. */
/** Console errors, uncaught exceptions and Content-Security-Policy violations from here on. */
async function watchErrors(page: Page) {
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} from ${event.sourceFile}`),
    ),
  );
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const description = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');

test('marketing pages arrive as HTML with their own title, description and social card', async ({ request }) => {
  const pages: [path: string, title: string, text: string][] = [
    ['/', 'AI flashcards that you remember · Kurio', 'Learn anything. Remember it.'],
    ['/pricing', 'Pricing · Kurio', 'Save 17% with yearly billing'],
    ['/login', 'Log in · Kurio', 'Log in'],
    ['/privacy', 'Privacy · Kurio', 'text transcripts of conversations only'],
    // The gallery is data the server reads for the page (route data), drawn before the app runs too.
    ['/kids', 'A voice friend for curious kids · Kurio', 'Engineer Eddie'],
  ];
  for (const [path, title, heading] of pages) {
    const html = await (await request.get(path)).text();
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${title}"`);
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
    // The content itself is in the HTML, before any script runs.
    expect(html.slice(html.indexOf('<div id="root">'))).toContain(heading);
  }
  const image = /<meta property="og:image" content="([^"]+)"/.exec(await (await request.get('/')).text())?.[1];
  // Absolute, on PUBLIC_URL: crawlers do not resolve a relative og:image.
  expect(image).toMatch(/^http:\/\/localhost:\d+\/social-card\.jpg$/);
  const imageResponse = await request.get(image ?? '');
  expect(imageResponse.headers()['content-type']).toBe('image/jpeg');
  expect(await (await request.get('/robots.txt')).text()).toContain('User-agent');
  expect((await request.get('/favicon.svg')).headers()['content-type']).toContain('image/svg+xml');
});

test('/privacy says what Kurio stores and how to delete it; /help answers plans, export and models', async ({
  page,
}) => {
  await gotoLivePage(page, '/privacy');
  const privacy = page.getByRole('article');
  await expect(privacy).toContainText('Kurio stores text transcripts of conversations only');
  await expect(privacy).toContainText('never audio recordings');
  await expect(privacy).toContainText('deleted automatically 7, 30 or 90 days after a conversation’s last message');
  await expect(privacy).toContainText('Parents can read every conversation in the parents area and delete one');
  await expect(privacy).toContainText('may send the audio to its vendor');
  await expect(privacy.getByRole('heading', { name: 'Export and delete' })).toBeVisible();

  await gotoLivePage(page, '/help');
  for (const question of [
    'What is the difference between Free and Pro?',
    'How do I export my data or delete my account?',
    'How do I connect an AI model?',
  ]) {
    await expect(page.getByRole('heading', { name: question })).toBeVisible();
  }
});

test('a marketing page drawn by the server comes alive without console errors, and navigation updates title and description', async ({
  page,
}) => {
  const errors = await watchErrors(page);
  await gotoLivePage(page, '/pricing');
  await page.getByText('Yearly', { exact: true }).click();
  await expect(page.getByText('$99 / year')).toBeVisible();

  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveTitle('About Kurio · Kurio');
  expect(await description(page)).toMatch(/^Kurio is a learning app built on two ideas/);

  await page.getByRole('link', { name: 'Lessons' }).first().click();
  await expect(page).toHaveTitle('Lessons · Kurio');
  expect(await description(page)).toMatch(/^Kurio: AI flashcards with spaced repetition/);
  expect(errors).toEqual([]);
});

test('a signed-in learner gets the landing page drawn with their own menu and no hydration errors', async ({
  page,
}) => {
  await gotoLivePage(page, '/signup');
  await page.getByLabel('Name').fill('Hana Hydrate');
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('button', { name: 'Account menu for Hana Hydrate' })).toBeVisible();

  const errors = await watchErrors(page);
  await gotoLivePage(page, '/landing');
  const menu = page.getByRole('button', { name: 'Account menu for Hana Hydrate' });
  await menu.click();
  await expect(page.getByRole('menuitem', { name: 'Account settings' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the mobile navigation drawer opens and navigates', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoLivePage(page, '/');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Lessons' }).click();
  await expect(page).toHaveURL('/lessons');
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
});

test('before a form drawn by the server comes alive, submitting it cannot put a password in the URL', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill('early@example.com');
  await page.getByLabel('Password', { exact: true }).fill('typed-too-soon');
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeDisabled();
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.waitForLoadState('load');
  expect(page.url()).not.toContain('typed-too-soon');
  for (const path of ['/signup', '/interview-guide', '/kids']) {
    await page.goto(path);
    for (const button of await page.locator('form [type="submit"]').all()) await expect(button).toBeDisabled();
  }
  await context.close();
});
