import { type Browser, expect as baseExpect, type Locator, type Page, test } from '@playwright/test';
import { createAccount, type SeededAccount } from './a11y/accounts';
import { walkWithTab } from './a11y/focus-walk';
import { headingOf, productRoutes, routerPaths, routeVisits } from './a11y/routes';
import { axeViolations } from './axe';
import { gotoLivePage } from './live-page';

// No fades or slides: axe and the focus checks look at dialogs and menus as they settle, not mid-transition.
test.use({ reducedMotion: 'reduce' });

// Dozens of axe scans on a slow 2-core machine: each test gets room (the limit catches a hang, not slowness), the
// expectations a generous wait. One page walks the routes in turn, with the app cached after the first: a test per
// route, each loading the app anew, took half as long again.
test.describe.configure({ timeout: 600_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const widths = [1280, 375] as const;
const parentsGateKey = 'kurio-parents-gate';

let free: SeededAccount;
let pro: SeededAccount;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  free = await createAccount(browser, 'free');
  pro = await createAccount(browser, 'pro');
});

/** A page signed in as `account`, past the parental gate (which lasts for the tab, in sessionStorage). */
async function signedInPage(browser: Browser, account: SeededAccount): Promise<Page> {
  const context = await browser.newContext({ storageState: account.storageState, reducedMotion: 'reduce' });
  await context.addInitScript((key) => sessionStorage.setItem(key, String(Date.now() + 3_600_000)), parentsGateKey);
  return context.newPage();
}

async function openRoute(page: Page, url: string, heading: string) {
  await gotoLivePage(page, url);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
}

/** Axe at both widths on the page as it is; returns every violation labelled with where it was found. */
async function scanBothWidths(page: Page, label: string): Promise<string[]> {
  const found: string[] = [];
  const current = page.viewportSize()?.width;
  for (const width of current === 375 ? [...widths].reverse() : widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(() => new Promise(requestAnimationFrame));
    found.push(...(await axeViolations(page)).map((violation) => `${label} @${width}px ${violation}`));
  }
  return found;
}

test('the accessibility pass has a visit for every route of router.tsx and of docs/product.md §2', () => {
  const covered = Object.keys(routeVisits).sort();
  expect(covered).toEqual([...new Set(routerPaths())].sort());
  expect(productRoutes.filter((route) => !covered.includes(route))).toEqual([]);
});

test('signed out: every public route passes axe at 1280 and 375 px; personal routes lead to log in', async ({
  page,
}) => {
  const violations: string[] = [];
  for (const [route, visit] of Object.entries(routeVisits)) {
    if (visit.access === 'public') {
      await openRoute(page, visit.url(), headingOf(visit));
      violations.push(...(await scanBothWidths(page, route)));
    } else {
      await gotoLivePage(page, visit.url(free));
      await expect(page, route).toHaveURL('/login');
    }
  }
  expect(violations).toEqual([]);
});

test('signed in (free plan, parents area open): every route but those the same for everyone passes axe at 1280 and 375 px', async ({
  browser,
}) => {
  const page = await signedInPage(browser, free);
  const violations: string[] = [];
  // A page the same for everyone differs signed in only by the header, which every personal route shows.
  for (const [route, visit] of Object.entries(routeVisits).filter(([, visit]) => !visit.sameForEveryone)) {
    await openRoute(page, visit.url(free), headingOf(visit, free));
    violations.push(...(await scanBothWidths(page, route)));
  }
  expect(violations).toEqual([]);
});

test('a new account, before a parent consents: the companion and the grown-ups question pass axe', async ({
  browser,
}) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await gotoLivePage(page, '/signup');
  await page.getByLabel('Name').fill('Nina New');
  await page.getByLabel('Email').fill(`a11y-new-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('accessible!');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('button', { name: 'Account menu for Nina New' })).toBeVisible({ timeout: 30_000 });
  const violations: string[] = [];
  await openRoute(page, '/beta', 'Who do you want to talk to?');
  await expect(page.getByRole('alert').filter({ hasText: 'A grown-up says yes first' })).toBeVisible();
  violations.push(...(await scanBothWidths(page, 'before consent /beta')));
  await openRoute(page, '/beta/p', 'For grown-ups');
  violations.push(...(await scanBothWidths(page, 'before consent /beta/p question')));
  expect(violations).toEqual([]);
  await context.close();
});

test('Pro: analytics on the dashboard, membership, pricing and the billing portal pass axe', async ({ browser }) => {
  const page = await signedInPage(browser, pro);
  const violations: string[] = [];
  await openRoute(page, '/dashboard', 'Dashboard');
  await expect(page.getByRole('heading', { name: /analytics/i }).first()).toBeVisible();
  violations.push(...(await scanBothWidths(page, 'pro /dashboard')));
  for (const route of ['/membership', '/pricing', '/checkout/test/portal']) {
    const visit = routeVisits[route]!;
    await openRoute(page, visit.url(pro), headingOf(visit, pro));
    violations.push(...(await scanBothWidths(page, `pro ${route}`)));
  }
  expect(violations).toEqual([]);
});

test('states: answer shown in review, generator results and errors, order form errors, dialogs and menus open', async ({
  browser,
}) => {
  const page = await signedInPage(browser, free);
  const violations: string[] = [];
  const scan = async (label: string) => violations.push(...(await scanBothWidths(page, label)));

  await openRoute(page, '/review', 'Review');
  await page.getByRole('button', { name: 'Show answer' }).click();
  await expect(page.getByRole('button', { name: '5 Super easy' })).toBeVisible();
  await scan('review, answer shown');

  await openRoute(page, '/cards', 'Recent Cards');
  await page.getByRole('button', { name: 'Show answer' }).first().click();
  await scan('cards, answer shown');
  await page.getByRole('button', { name: 'Delete' }).first().click();
  await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete this card?');
  await scan('cards, delete dialog');
  await page.keyboard.press('Escape');

  await openRoute(page, '/generate', 'Generate cards');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText('Topic is required')).toBeVisible();
  await scan('generate, topic error');
  await page.getByLabel('Topic').fill('Photosynthesys');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByRole('group', { name: 'Did you mean:' })).toBeVisible();
  await scan('generate, did you mean');
  await page.getByLabel('Topic').fill('Photosynthesis');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByRole('heading', { name: '2 Cards Generated' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit card 1' }).click();
  await scan('generate, results with one card in edit');
  await page.getByLabel('Topic').fill('French Revolution');
  await page.getByLabel('Number of cards to generate').selectOption('5');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText('About these cards')).toBeVisible();
  await scan('generate, fewer cards than asked');

  await openRoute(page, '/interview-guide', 'Product manager interview prep guide');
  await page.getByRole('button', { name: 'Pay $50' }).click();
  await expect(page.getByText('Role is required')).toBeVisible();
  await scan('interview guide, validation errors');

  await openRoute(page, '/library', 'Library');
  await page.getByRole('button', { name: 'Start Quest: Fables from Aesop' }).click();
  await expect(page.getByRole('dialog', { name: 'Change Active Quest?' })).toBeVisible();
  await scan('library, change quest dialog');
  await page.keyboard.press('Escape');

  await openRoute(page, '/settings', 'Account settings');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
  await scan('settings, delete account dialog');
  await page.keyboard.press('Escape');

  await openRoute(page, '/learn/1', 'Start Your Purse to Fattening');
  await page.getByRole('button', { name: 'Wait, I have questions' }).click();
  await expect(page.getByRole('heading', { name: 'Sure, ask away…' })).toBeVisible();
  await scan('lesson player, chat open');

  await page.setViewportSize({ width: 1280, height: 900 });
  await openRoute(page, '/pricing', 'Pricing');
  await page.getByText('Yearly', { exact: true }).click();
  await page.getByRole('button', { name: `Account menu for ${free.name}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  violations.push(...(await axeViolations(page)).map((v) => `pricing yearly, user menu open @1280px ${v}`));
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /about the AI mode/ }).click();
  violations.push(...(await axeViolations(page)).map((v) => `AI mode popover open @1280px ${v}`));

  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(page.getByRole('dialog', { name: 'Kurio' })).toBeVisible();
  violations.push(...(await axeViolations(page)).map((v) => `navigation drawer open @375px ${v}`));

  const gate = await (await browser.newContext({ storageState: free.storageState, reducedMotion: 'reduce' })).newPage();
  await openRoute(gate, '/beta/p', 'For grown-ups');
  await gate.getByRole('button', { name: 'Continue' }).click();
  await expect(gate.getByText('That is not right. Here is a new question.')).toBeVisible();
  violations.push(...(await scanBothWidths(gate, 'parental gate, wrong answer')));

  const visitor = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage();
  await openRoute(visitor, '/login', 'Log in to Kurio');
  await visitor.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(visitor.getByText('Enter email')).toBeVisible();
  violations.push(...(await scanBothWidths(visitor, 'login, validation errors')));
  await openRoute(visitor, '/signup', 'Join Kurio today');
  await visitor.getByRole('button', { name: 'Sign up' }).click();
  await expect(visitor.getByText('Enter name')).toBeVisible();
  violations.push(...(await scanBothWidths(visitor, 'signup, validation errors')));

  expect(violations).toEqual([]);
});

test('keyboard: Tab reaches every control of every route but those the same for everyone, with visible focus and no trap', async ({
  browser,
}) => {
  const page = await signedInPage(browser, free);
  await page.setViewportSize({ width: 1280, height: 900 });
  const problems: string[] = [];
  // A page the same for everyone is links under the shared header and footer, which every other route walks.
  for (const [route, visit] of Object.entries(routeVisits).filter(([, visit]) => !visit.sameForEveryone)) {
    await openRoute(page, visit.url(free), headingOf(visit, free));
    // The header shows Log in until the sign-in check answers; walk the page as it settles.
    // The account menu's code arrives just after the page: wait for the real menu button, not its stand-in.
    await expect(page.getByRole('button', { name: `Account menu for ${free.name}` })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
    const walk = await walkWithTab(page);
    if (walk.trapped) problems.push(`${route}: Tab never leaves ${walk.reached.slice(-3).join(', ')}`);
    const missed = walk.tabbable.filter((name) => !walk.reached.includes(name));
    if (missed.length) problems.push(`${route}: Tab never reaches ${missed.join(', ')}`);
    if (walk.invisibleFocus.length) problems.push(`${route}: no visible focus on ${walk.invisibleFocus.join(', ')}`);
  }
  expect(problems).toEqual([]);
});

/** Presses Tab until `target` has focus; fails if it takes more than `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

test('keyboard flows: mobile drawer, user menu, review keys, dialogs close on Esc and give focus back', async ({
  browser,
}) => {
  const page = await signedInPage(browser, free);

  // The header drawer on a phone: opens from the burger, keeps focus inside, closes on Esc back to the burger.
  await page.setViewportSize({ width: 375, height: 800 });
  await openRoute(page, '/dashboard', 'Dashboard');
  const burger = page.getByRole('button', { name: 'Open navigation' });
  await tabTo(page, burger);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Kurio' });
  await expect(drawer).toBeVisible();
  for (let press = 0; press < 10; press++) {
    await page.keyboard.press('Tab');
    await expect(drawer.locator(':focus')).toHaveCount(1);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(burger).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, drawer.getByRole('link', { name: 'Lessons' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/lessons');
  await expect(drawer).toBeHidden();

  // The account menu: Enter opens it, arrows move through the items, Esc closes it back onto its button.
  await page.setViewportSize({ width: 1280, height: 900 });
  await openRoute(page, '/dashboard', 'Dashboard');
  const account = page.getByRole('button', { name: `Account menu for ${free.name}` });
  await tabTo(page, account);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Membership' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Account settings' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(account).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Membership' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Account settings' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/settings');

  // Dialogs: opened from the keyboard, closed with Esc, focus back on the control that opened them.
  const dialogs = [
    { url: '/cards', heading: 'Recent Cards', opener: page.getByRole('button', { name: 'Delete' }).first() },
    { url: '/settings', heading: 'Account settings', opener: page.getByRole('button', { name: 'Delete my account' }) },
    {
      url: '/library',
      heading: 'Library',
      opener: page.getByRole('button', { name: 'Start Quest: Fables from Aesop' }),
    },
  ];
  for (const { url, heading, opener } of dialogs) {
    await openRoute(page, url, heading);
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(opener, url).toBeFocused();
  }

  // Review: Space shows the answer and moves focus to it, a digit rates and brings the next card.
  await openRoute(page, '/review', 'Review');
  const cardId = page.getByText(/^#\d+$/);
  const firstId = await cardId.textContent();
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: '3 Okay' })).toBeVisible();
  await expect(page.locator(':focus')).toContainText(/Accessibility|Tab/);
  await page.keyboard.press('3');
  await expect(cardId).not.toHaveText(firstId!);
});
