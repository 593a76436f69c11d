import { expect as baseExpect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { gotoLivePage } from './live-page';
import { signUp } from './sign-up';

// The machine is shared: allow for a slow first request (PGlite warm-up, argon2 under load).
const expect = baseExpect.configure({ timeout: 30_000 });

const notes = `Ribosomes build proteins from amino acids in every living cell.
Cells divide by mitosis, which produces two identical cells.`;

/** Decision 168: fill-in-the-blank cards generated from notes are saved and reviewed as cloze notes. */
test('cards generated from notes come as fill-in-the-blank cloze notes and review as the editor’s do', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await signUp(page);
  await gotoLivePage(page, '/generate');
  await page.getByLabel('Topic').fill('Cells');
  await page.getByLabel('From my notes (optional)').fill(notes);
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByRole('heading', { name: '2 Cards Generated' })).toBeVisible();
  const first = page.getByRole('listitem', { name: 'Card 1' });
  await expect(first).toContainText('Fill in the blank');
  await expect(first).toContainText('Ribosomes build proteins from amino acids in every living [...].');
  await expect(first.locator('strong')).toHaveText('cell');
  await expect(first).not.toContainText('{{c1::');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`generated-cloze-${width}.png`), fullPage: true });
  }
  await first.getByRole('button', { name: 'Edit card 1' }).click();
  await expect(first.getByLabel('Text ({{c1::hidden words}})')).toHaveValue(
    'Ribosomes build proteins from amino acids in every living {{c1::cell}}.',
  );
  await first.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('listitem', { name: 'Card 2' }).getByLabel('Save this card').uncheck();
  await page.getByRole('button', { name: 'Save 1 selected card(s)' }).click();
  await expect(page).toHaveURL('/dashboard');

  const listed = (await (await page.request.get('/api/card/list')).json()).cards as { id: number; type: string }[];
  expect(listed.map((card) => card.type)).toEqual(['cloze']);
  await gotoLivePage(page, '/review');
  await expect(
    page.getByRole('heading', { name: 'Ribosomes build proteins from amino acids in every living [...].' }),
  ).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByRole('region', { name: 'Answer', exact: true }).locator('strong')).toHaveText('cell');
  await page.screenshot({ path: testInfo.outputPath('generated-cloze-review-1280.png'), fullPage: true });
});
