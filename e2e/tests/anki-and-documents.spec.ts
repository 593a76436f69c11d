import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { gotoLivePage } from './live-page';
import { signUp } from './sign-up';

// The machine is shared: allow for a slow first request (PGlite warm-up, argon2 under load).
const expect = baseExpect.configure({ timeout: 30_000 });

/** Files written by other tools (apps/server/test/fixtures/other-tools/README.md). */
const fixture = (name: string) =>
  new URL(`../../apps/server/test/fixtures/other-tools/${name}`, import.meta.url).pathname;

test('imports an Anki package made by another tool, sees the report, and exports an .apkg', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page);
  await gotoLivePage(page, '/dashboard');
  await page.getByLabel('Import a file').click();
  await page.locator('input[type="file"]').setInputFiles(fixture('biology.apkg'));
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const report = page.getByRole('status').filter({ hasText: 'Anki import finished' });
  await expect(report).toContainText('Imported 4 cards, all new.');
  await expect(report.getByRole('list', { name: 'Cards per deck' })).toHaveText('Biology::Plants: 4 cards');
  await expect(report.getByRole('list', { name: 'Left out' })).toContainText('chime.mp3');

  // The image the note showed is kept and loads with its question (the package's first note comes first).
  await gotoLivePage(page, '/review');
  const question = page.getByRole('heading', { level: 2 });
  await expect(question).toContainText('What colour is chlorophyll?');
  const image = question.locator('img');
  await expect(image).toHaveAttribute('src', /^\/api\/card\/media\/[0-9a-f-]{36}$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  await gotoLivePage(page, '/dashboard');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export Anki package' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^kurio-cards-\d{4}-\d{2}-\d{2}\.apkg$/);
  const bytes = await readFile(await file.path());
  expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
});

test('makes cards offline from two sections of a PDF printed by Chromium, and saves them', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page);
  await gotoLivePage(page, '/generate');
  await page.getByLabel('From a document (optional)').click();
  await page.locator('input[type="file"]').setInputFiles(fixture('lecture.pdf'));
  await expect(page.getByText('4 sections found · 2 pages')).toBeVisible();
  await expect(page.getByLabel('Topic')).toHaveValue('lecture');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByRole('alert')).toHaveText('Pick at least one section');

  await page.getByRole('checkbox', { name: /The light reactions/ }).check();
  await page.getByRole('checkbox', { name: /The Calvin cycle/ }).check();
  await expect(page.getByText(/^2 of 4 chosen · [\d,]+ characters of 20,000$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Topic').fill('Photosynthesis');
  await page.getByLabel('Number of cards to generate').selectOption('2');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByRole('heading', { name: '2 Cards Generated' })).toBeVisible();
  await expect(page.getByText('What is the thylakoid?')).toBeVisible();

  await page.getByRole('button', { name: 'Save 2 selected card(s)' }).click();
  await expect(page).toHaveURL('/dashboard');
  const saved = await page.request.get('/api/card/list?q=thylakoid');
  expect((await saved.json()).cards).toEqual([
    expect.objectContaining({ question: 'What is the thylakoid?', deckName: 'Photosynthesis' }),
  ]);
});

test('a scanned PDF gets a clear message on the generator', async ({ page }) => {
  test.setTimeout(60_000);
  await signUp(page);
  await gotoLivePage(page, '/generate');
  await page.locator('input[type="file"]').setInputFiles(fixture('scanned.pdf'));
  await expect(page.getByRole('alert')).toContainText(
    'This PDF has no text layer — it looks scanned. Kurio can’t read scanned pages yet.',
  );
});
