import { readFile, writeFile } from 'node:fs/promises';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { gotoLivePage } from './live-page';
import { signUp } from './sign-up';

// The machine is shared: allow for a slow first request (PGlite warm-up, argon2 under load).
const expect = baseExpect.configure({ timeout: 30_000 });

async function createCards(page: Page, deck: string, cards: { question: string; answer: string }[]) {
  const response = await page.request.post('/api/card/create', { data: { cards, deck } });
  expect(response.status()).toBe(200);
}

const numbered = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({ question: `${prefix} ${i + 1}?`, answer: `About ${prefix} ${i + 1}` }));

test('Recent Cards pages, searches, filters by deck and renames it', async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page);
  await createCards(page, 'Planets', numbered('Planet', 30));
  await createCards(page, 'Rivers', [...numbered('River', 14), { question: 'Longest river?', answer: 'The Nile' }]);

  await gotoLivePage(page, '/cards');
  await expect(page.getByText('Showing 20 of 45 cards')).toBeVisible();
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.getByText('Showing 40 of 45 cards')).toBeVisible();

  await page.getByLabel('Search').fill('nile');
  await expect(page.getByText('Showing 1 of 1 card')).toBeVisible();
  await expect(page.getByText('Longest river?')).toBeVisible();
  // Cancel on the edit screen goes back to /cards without saving.
  await page.getByRole('listitem').filter({ hasText: 'Longest river?' }).getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/card\/\d+$/);
  await page.getByLabel('Question').fill('This edit is thrown away');
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/cards');
  await page.getByLabel('Search').fill('nile');
  await expect(page.getByText('Longest river?')).toBeVisible();
  await page.getByLabel('Search').fill('no such words');
  await expect(page.getByText('No cards match.')).toBeVisible();
  await page.getByLabel('Search').fill('');

  await page.getByRole('combobox', { name: 'Deck' }).selectOption({ label: 'Rivers (15)' });
  await expect(page.getByText('Showing 15 of 15 cards')).toBeVisible();
  await expect(page.getByText('Planet 1?', { exact: true })).toBeHidden();

  await page.getByRole('button', { name: 'Rename deck' }).click();
  await page.getByLabel('Deck name').fill('Great rivers');
  await page.getByRole('dialog').getByRole('button', { name: 'Rename' }).click();
  await expect(page.getByText('Deck Great rivers')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Deck' }).locator('option:checked')).toHaveText('Great rivers (15)');
});

test('the dashboard exports CSV, Anki TSV and JSON, imports with a skipped-rows report, and shows what Pro adds', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await signUp(page);
  await createCards(page, 'Tides', [{ question: 'What pulls the tides?', answer: 'Mostly the **Moon**' }]);
  await gotoLivePage(page, '/dashboard');

  await expect(page.getByRole('region', { name: 'Your reviews' })).toContainText('0 reviews');
  const teaser = page.getByRole('region', { name: 'Analytics with Kurio Pro' });
  await expect(teaser).toContainText('Pro adds:');
  await expect(teaser.getByRole('link', { name: 'See Pro plans' })).toHaveAttribute('href', '/pricing');

  const exported: Record<string, string> = {};
  for (const label of ['CSV', 'Anki (TSV)', 'JSON with history']) {
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: `Export ${label}` }).click();
    exported[label] = await readFile(await (await download).path(), 'utf8');
  }
  expect(exported.CSV).toContain('What pulls the tides?,Mostly the **Moon**,Tides');
  expect(exported['Anki (TSV)']).toContain('What pulls the tides?\tMostly the **Moon**\tTides');
  expect(JSON.parse(exported['JSON with history']!).cards[0]).toMatchObject({ question: 'What pulls the tides?' });

  const file = testInfo.outputPath('notes.csv');
  await writeFile(file, 'question,answer\nGood?,Yes\nno answer here\nAlso good?,Indeed\n');
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByLabel('Into deck (optional)').fill('Imported');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const report = page.getByRole('status').filter({ hasText: 'Import finished' });
  await expect(report).toContainText('Imported 2 cards, skipped 1:');
  await expect(report).toContainText('Line 3: Needs a question and an answer');
  await gotoLivePage(page, '/cards');
  await expect(page.getByText('Showing 3 of 3 cards')).toBeVisible();
});

test('a Pro member sees the analytics charts on the dashboard', async ({ page }) => {
  test.setTimeout(180_000);
  await gotoLivePage(page, '/pricing');
  await page.getByRole('button', { name: 'Upgrade' }).click();
  await expect(page).toHaveURL('/signup');
  await page.getByLabel('Name').fill('Pro Pat');
  await page.getByLabel('Email').fill(`pro-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('flashcards!');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByRole('button', { name: /^Pay .* \(test\)$/ }).click();
  await expect(page).toHaveURL('/membership');

  await createCards(page, 'Tides', [{ question: 'What pulls the tides?', answer: 'Mostly the Moon' }]);
  const { cards } = await (await page.request.get('/api/card/list')).json();
  const rating = { id: cards[0].id, quality: 4, answerMs: 95_000 };
  expect((await page.request.post('/api/card/review', { data: rating })).status()).toBe(400);
  const rated = await page.request.post('/api/card/review', { data: { ...rating, answerMs: 42_000 } });
  expect(rated.status()).toBe(200);

  await gotoLivePage(page, '/dashboard');
  const analytics = page.getByRole('region', { name: 'Analytics' });
  const charts = ['True retention', 'Retention over time', 'Due in the next 30 days', 'Cards by state'];
  for (const chart of [...charts, 'Reviews per day', 'Study time per day', 'Review activity'])
    await expect(analytics.getByRole('figure', { name: chart })).toBeVisible();
  await expect(analytics).toContainText('1 review in the last 30 days.');
  const studyTime = analytics.getByRole('figure', { name: 'Study time per day' });
  await expect(studyTime).toContainText('42 s answering in the last 30 days.');
  await studyTime.getByRole('button', { name: 'Show as table' }).click();
  const minutes = studyTime.getByRole('table', { name: 'Minutes answering per day, last 30 days' });
  await expect(minutes.getByRole('row').last()).toContainText('0.7');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
  await expect(analytics).toContainText('1 card falls due in the next 30 days.');
  await expect(analytics.locator('svg').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Analytics with Kurio Pro' })).toBeHidden();
});
