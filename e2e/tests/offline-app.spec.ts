import { readFileSync } from 'node:fs';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { gotoLivePage } from './live-page';
import { waitForServiceWorker } from './service-worker';
import { signUp } from './sign-up';

// The installable app (docs/decisions/115): the manifest, the service worker, screens opening offline, downloads
// playing without a network, and the update prompt.

interface Narration {
  transcript: { sentence: string; startMs: number }[];
}
const lessonOne: Narration = JSON.parse(
  readFileSync(new URL('../../content/generated/lessons/1.json', import.meta.url), 'utf8'),
);
const lessonOneTitle = 'Start Your Purse to Fattening';

// Real audio plays in real time on a shared machine: generous limits.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const cacheUrls = (page: Page, cacheName: string) =>
  page.evaluate(async (name) => {
    const cache = await caches.open(name);
    return (await cache.keys()).map((request) => new URL(request.url).pathname);
  }, cacheName);

const audioTime = (page: Page) => page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime);
const sentence = (page: Page, index: number) => page.locator(`[data-index="${index}"]`);

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

test('Chromium finds the app installable; the manifest is valid with icons of the sizes browsers ask for', async ({
  page,
  request,
}) => {
  await gotoLivePage(page, '/');
  await waitForServiceWorker(page);
  // What Chromium itself checks before it offers "Install app".
  const devtools = await page.context().newCDPSession(page);
  const { errors } = await devtools.send('Page.getAppManifest');
  expect(errors).toEqual([]);
  const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
  // Playwright's contexts are off-the-record profiles, where Chromium never installs; every other criterion holds.
  expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);

  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-180.png');
  // A PNG: Chromium draws an SVG favicon by building a document on the page's main thread (decision 187).
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/icons/icon-48.png');

  const response = await request.get('/manifest.webmanifest');
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: 'Kurio',
    short_name: 'Kurio',
    start_url: '/',
    display: 'standalone',
    theme_color: '#5b3fd6',
  });
  const icons: { src: string; sizes: string; type: string; purpose?: string }[] = manifest.icons;
  const wanted = ['192x192 any', '512x512 any', '512x512 maskable'];
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual(wanted);
  const pageIcons = [
    { src: '/icons/apple-180.png', sizes: '180x180' },
    { src: '/icons/icon-48.png', sizes: '48x48' },
  ];
  for (const icon of [...icons, ...pageIcons]) {
    const image = await request.get(icon.src);
    expect(image.headers()['content-type']).toBe('image/png');
    const { width, height } = pngSize(await image.body());
    expect(`${width}x${height}`).toBe(icon.sizes);
  }
});

test('visited screens open offline; a screen that needs the network says so', async ({ page, context }) => {
  await signUp(page, 'Olive Offline');
  await waitForServiceWorker(page);
  // Online visits leave the shell precached and the lesson and quest answers in the service worker's cache.
  await gotoLivePage(page, '/lessons');
  await expect(page.getByRole('heading', { name: 'The Seven Cures for a Lean Purse' })).toBeVisible();
  await gotoLivePage(page, '/library');
  await expect(page.getByRole('heading', { name: 'Library', level: 1 })).toBeVisible();
  await gotoLivePage(page, '/quest/peter-rabbit');
  await expect(page.getByRole('heading', { name: 'The Tale of Peter Rabbit' })).toBeVisible();
  // A page the server drew came with its answers; the app asks for them once more, for the worker to keep.
  await expect
    .poll(() => page.evaluate(async () => Boolean(await (await caches.open('kurio-api')).match('/api/quest/data'))))
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'The Tale of Peter Rabbit' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Episodes' }).getByRole('listitem').first()).toBeVisible();
  await gotoLivePage(page, '/lessons');
  await expect(page.getByRole('heading', { name: 'The Seven Cures for a Lean Purse' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Lessons' }).getByRole('link')).toHaveCount(7);
  await gotoLivePage(page, '/library');
  await expect(page.getByRole('heading', { name: 'Library', level: 1 })).toBeVisible();
  // A marketing page and an unknown address open from the shell too.
  await gotoLivePage(page, '/pricing');
  await expect(page.getByRole('heading', { name: 'Pricing', level: 1 })).toBeVisible();
  await expect(page.getByText("You're offline — checkout needs a connection")).toBeVisible();
  await gotoLivePage(page, '/generate');
  await expect(page.getByText("You're offline — writing cards with AI needs a connection")).toBeVisible();

  // Back online, the message goes without a reload.
  await context.setOffline(false);
  await expect(page.getByText("You're offline — writing cards with AI needs a connection")).toBeHidden();
});

test('a downloaded lesson plays offline with seeking and the highlight; deleting it frees the space', async ({
  page,
  context,
}) => {
  await signUp(page, 'Dara Download');
  await waitForServiceWorker(page);
  await gotoLivePage(page, '/learn/1');
  await page.getByRole('button', { name: `Download for offline: ${lessonOneTitle}` }).click();
  const downloaded = page.getByRole('link', {
    name: new RegExp(`^Downloaded for offline \\(.+ [kM]B\\): ${lessonOneTitle}`),
  });
  await expect(downloaded).toBeVisible({ timeout: 60_000 });

  // The Downloads screen lists it with its size.
  await downloaded.click();
  await expect(page.getByRole('heading', { name: 'Downloads', level: 1 })).toBeVisible();
  const list = page.getByRole('list', { name: 'Downloads' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText(`${lessonOneTitle}Lesson · `);
  await expect(list).toContainText(/\d+(\.\d)? [kM]B/);

  await context.setOffline(true);
  await gotoLivePage(page, '/learn/1');
  await expect(page.getByRole('heading', { name: lessonOneTitle, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  // The audio plays from the download and the highlight follows it.
  await expect(sentence(page, 1)).toHaveAttribute('aria-current', 'true');
  expect(await audioTime(page)).toBeGreaterThanOrEqual(lessonOne.transcript[1]!.startMs / 1000);

  // Seeking reads a byte range the service worker cuts from the stored file.
  const range = await page.locator('audio').evaluate(async (audio: HTMLAudioElement) => {
    const response = await fetch(audio.currentSrc, { headers: { range: 'bytes=100-199' } });
    return { status: response.status, length: (await response.arrayBuffer()).byteLength };
  });
  expect(range).toEqual({ status: 206, length: 100 });
  const target = 12;
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await sentence(page, target).click();
  await expect(sentence(page, target)).toHaveAttribute('aria-current', 'true');
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  const from = lessonOne.transcript[target]!.startMs / 1000;
  await expect.poll(() => audioTime(page)).toBeGreaterThan(from + 1);
  await expect(sentence(page, target + 1)).toHaveAttribute('aria-current', 'true', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Pause', exact: true }).click();

  // Deleting it removes the files and the record.
  await context.setOffline(false);
  await gotoLivePage(page, '/downloads');
  await page.getByRole('button', { name: `Delete download: ${lessonOneTitle}` }).click();
  await expect(page.getByText('Nothing downloaded yet.')).toBeVisible();
  expect(await cacheUrls(page, 'kurio-downloads')).toEqual([]);
});

test('a downloaded book quest plays its episodes offline', async ({ page, context }) => {
  await signUp(page, 'Quinn Quest');
  await waitForServiceWorker(page);
  await gotoLivePage(page, '/quest/peter-rabbit');
  await page.getByRole('button', { name: 'Download for offline: The Tale of Peter Rabbit' }).click();
  await expect(page.getByText(/^Downloaded for offline · \d+(\.\d)? [kM]B$/)).toBeVisible({ timeout: 60_000 });

  await context.setOffline(true);
  await page.reload();
  await page.getByRole('button', { name: /^Play Episode 2: / }).click();
  await expect(page.getByRole('button', { name: /^Pause Episode 2: / })).toBeVisible();
  const episodeTime = () => page.getByTestId('episode-audio').evaluate((audio: HTMLAudioElement) => audio.currentTime);
  await expect.poll(episodeTime).toBeGreaterThan(1);
});

test('a download that loses the network keeps nothing and says why', async ({ page, context }) => {
  await gotoLivePage(page, '/lessons');
  await waitForServiceWorker(page);
  await context.route('**/media/lessons/2.mp3*', (route) => route.abort('internetdisconnected'));
  const title = 'Control Your Expenditures';
  await page.getByRole('button', { name: `Download for offline: ${title}` }).click();
  await expect(page.getByText('The download stopped because the connection was lost. Nothing was kept')).toBeVisible();
  await expect(page.getByRole('button', { name: `Download failed, try again: ${title}` })).toBeVisible();
  expect(await cacheUrls(page, 'kurio-downloads')).toEqual([]);
  await gotoLivePage(page, '/downloads');
  await expect(page.getByText('Nothing downloaded yet.')).toBeVisible();
});

test('a download that does not fit keeps nothing and says so', async ({ page }) => {
  await gotoLivePage(page, '/lessons');
  await waitForServiceWorker(page);
  // This origin may keep only 100 kB more than it already does; a lesson's audio is several times that.
  const used = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Storage.overrideQuotaForOrigin', {
    origin: new URL(page.url()).origin,
    quotaSize: used + 100_000,
  });
  const title = 'Make Your Money Multiply';
  await page.getByRole('button', { name: `Download for offline: ${title}` }).click();
  await expect(page.getByText('There is not enough space on this device for this download.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Download failed, try again: ${title}` })).toBeVisible();
  expect(await cacheUrls(page, 'kurio-downloads')).toEqual([]);
});

test('signing out forgets the offline copies of personal answers and downloads', async ({ page }) => {
  await signUp(page, 'Sol Signout');
  await waitForServiceWorker(page);
  await gotoLivePage(page, '/learn/1');
  await page.getByRole('button', { name: `Download for offline: ${lessonOneTitle}` }).click();
  await expect(page.getByRole('link', { name: /^Downloaded for offline/ })).toBeVisible({ timeout: 60_000 });
  expect(await cacheUrls(page, 'kurio-api')).toContain('/api/lessons/1');

  await gotoLivePage(page, '/settings');
  await page.getByRole('button', { name: 'Account menu for Sol Signout' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await expect.poll(() => cacheUrls(page, 'kurio-downloads')).toEqual([]);
  expect(await cacheUrls(page, 'kurio-api')).not.toContain('/api/lessons/1');
});

test('a new version waits for the learner: the prompt shows, and Reload switches to it', async ({ page }) => {
  await gotoLivePage(page, '/lessons');
  await waitForServiceWorker(page);
  const marker = () => page.evaluate(() => (window as Window & { beforeUpdate?: boolean }).beforeUpdate);
  // The next deploy, as the browser sees it: another worker script for the same scope installs and waits.
  await page.evaluate(async () => {
    (window as Window & { beforeUpdate?: boolean }).beforeUpdate = true;
    await navigator.serviceWorker.register('/sw.js?next-version');
  });

  const prompt = page.getByText('A new version of Kurio is ready.');
  await expect(prompt).toBeVisible();
  // Nothing is replaced until the learner asks: the page stays, and the new worker waits.
  await page.waitForTimeout(1000);
  expect(await marker()).toBe(true);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(
    true,
  );

  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  expect(await marker()).toBeUndefined();
  await waitForServiceWorker(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toContain('next-version');
  await expect(page.getByRole('heading', { name: 'The Seven Cures for a Lean Purse' })).toBeVisible();
  await expect(prompt).toBeHidden();
});
