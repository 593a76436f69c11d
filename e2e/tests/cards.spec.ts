import { expect as baseExpect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { gotoLivePage } from './live-page';
import { signUp } from './sign-up';

// The machine is shared: allow for a slow first request (PGlite warm-up, argon2 under load).
const expect = baseExpect.configure({ timeout: 30_000 });

const statValue = (page: Page, title: string) =>
  page.getByTestId(`stat-${title.toLowerCase().replaceAll(' ', '-')}-value`);

/** Set before client-side steps; still there afterwards only if the page never reloaded. */
const markNoReload = (page: Page) => page.evaluate(() => Object.assign(window, { kurioNoReload: true }));
const stillNoReload = (page: Page) => page.evaluate(() => (window as { kurioNoReload?: boolean }).kurioNoReload);

test('generate, save, review with keys, undo, edit and delete', async ({ page }) => {
  test.setTimeout(480_000);
  await signUp(page);

  // Generator: offline provider, a dictionary topic.
  await gotoLivePage(page, '/generate');
  await expect(page.getByLabel('Topic')).toHaveAttribute('placeholder', 'e.g. Photosynthesis');
  await expect(page.getByRole('group', { name: 'Try:' })).toContainText('The French Revolution');
  await expect(page.getByLabel('Number of cards to generate')).toHaveValue('2');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText('Topic is required')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Topic').fill('JavaScript Array Methods');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByRole('alert')).toContainText('Offline mode cannot write cards');
  // A refusal puts the other ways to make cards one click away.
  await page.getByRole('button', { name: 'Paste my notes' }).click();
  await expect(page.getByLabel('From my notes (optional)')).toBeFocused();
  await page.getByRole('button', { name: 'Connect a model' }).click();
  await expect(page.getByText(/the site owner sets/)).toBeVisible();

  // A near miss is refused with the dictionary's spelling as a button that generates on it.
  await page.getByLabel('Topic').fill('Photosynthesys');
  await page.getByLabel('Number of cards to generate').selectOption('5');
  await page.getByRole('button', { name: 'Generate' }).click();
  await page.getByRole('group', { name: 'Did you mean:' }).getByRole('button', { name: 'photosynthesis' }).click();
  await expect(page.getByRole('heading', { name: '5 Cards Generated' })).toBeVisible();
  await expect(page.getByLabel('Topic')).toHaveValue('photosynthesis');
  const saveButton = page.getByRole('button', { name: /^Save \d+ selected card\(s\)$/ });
  await expect(saveButton).toHaveText('Save 5 selected card(s)');

  // Cancel discards a draft; Done applies it.
  const second = page.getByRole('listitem', { name: 'Card 2' });
  const secondQuestion = await second.locator('p').first().textContent();
  await second.getByRole('button', { name: 'Edit card 2' }).click();
  await second.getByLabel('Question').fill('This edit is thrown away');
  await second.getByRole('button', { name: 'Cancel' }).click();
  await expect(second.getByText(secondQuestion!)).toBeVisible();

  const first = page.getByRole('listitem', { name: 'Card 1' });
  await first.getByRole('button', { name: 'Edit card 1' }).click();
  await first.getByLabel('Question').fill('');
  await first.getByRole('button', { name: 'Done' }).click();
  await expect(first.getByText('Question is required')).toBeVisible();
  await first.getByLabel('Question').fill('What is photosynthesis, in one sentence?');
  await first.getByRole('button', { name: 'Done' }).click();
  await expect(first.getByText('What is photosynthesis, in one sentence?')).toBeVisible();

  await page.getByRole('listitem', { name: 'Card 5' }).getByLabel('Save this card').uncheck();
  await expect(saveButton).toHaveText('Save 4 selected card(s)');
  await expectNoAxeViolations(page);
  await saveButton.click();

  // Dashboard: 4 due, 4 total.
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(statValue(page, 'Cards Due Today')).toHaveText('4');
  await expect(statValue(page, 'Total Cards')).toHaveText('4');
  await expectNoAxeViolations(page);

  // Review all four with the keyboard, no reloads; measure rating → next card.
  await markNoReload(page);
  await page.getByRole('link', { name: 'Review now' }).click();
  await expect(page).toHaveURL('/review');
  const seen = new Set<string>();
  let previousId = '';
  for (const quality of ['5', '4', '3', '0']) {
    const id = page.getByText(/^#\d+$/);
    await expect(id).toBeVisible();
    // The rating before this one must have brought a different card.
    if (previousId) await expect(id).not.toHaveText(previousId);
    previousId = (await id.textContent())!;
    seen.add(previousId);
    await page.keyboard.press(quality === '4' ? 'Enter' : 'Space');
    await expect(page.getByRole('button', { name: '5 Super easy' })).toBeVisible();
    if (seen.size === 1) {
      await expect(page.getByRole('button', { name: '0 Totally forgot' })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    await page.keyboard.press(quality);
  }
  expect(seen.size).toBe(4);
  expect(await stillNoReload(page)).toBe(true);
  await expect(page.getByText('All caught up!')).toBeVisible();
  await expect(page.getByText('Your next card is due tomorrow.')).toBeVisible();
  await expectNoAxeViolations(page);

  const latencies = await page.evaluate(() =>
    performance.getEntriesByName('kurio:rate-to-next').map((entry) => Math.round(entry.duration * 10) / 10),
  );
  expect(latencies).toHaveLength(3);
  console.info(`rating → next card on screen (ms): ${latencies.join(', ')}; max ${Math.max(...latencies)}`);

  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(statValue(page, 'Cards Due Today')).toHaveText('0');
  await expect(page.getByRole('button', { name: 'Review now' })).toBeDisabled();
  await expect(page.getByText('Next card due tomorrow.')).toBeVisible();

  // Undo brings the last card back.
  await page.goBack();
  await expect(page).toHaveURL('/review');
  await page.getByRole('button', { name: 'Undo last rating' }).click();
  await expect(page.getByText(/^#\d+$/)).toBeVisible();
  await gotoLivePage(page, '/dashboard');
  await expect(statValue(page, 'Cards Due Today')).toHaveText('1');

  // Edit and delete from Recent Cards.
  await gotoLivePage(page, '/cards');
  await expect(page.getByRole('heading', { name: 'Recent Cards' })).toBeVisible();
  await expect(page.getByText('Showing 4 of 4 cards')).toBeVisible();
  await expectNoAxeViolations(page);
  const edited = page.getByRole('listitem').filter({ hasText: 'What is photosynthesis, in one sentence?' });
  await edited.getByRole('button', { name: 'Show answer' }).click();
  await expect(edited.getByRole('button', { name: 'Hide answer' })).toBeVisible();
  await edited.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/card\/\d+$/);
  await page.getByLabel('Answer (markdown)').fill('Plants turn **light** into chemical energy.');
  await expect(page.getByRole('region', { name: 'Answer preview' }).locator('strong')).toHaveText('light');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL('/cards');
  const after = page.getByRole('listitem').filter({ hasText: 'What is photosynthesis, in one sentence?' });
  await after.getByRole('button', { name: 'Show answer' }).click();
  await expect(after.locator('strong')).toHaveText('light');

  await markNoReload(page);
  await after.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete this card?');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('What is photosynthesis, in one sentence?')).toBeHidden();
  await expect(page.getByText('Showing 3 of 3 cards')).toBeVisible();
  expect(await stillNoReload(page)).toBe(true);

  await gotoLivePage(page, '/card/999999999');
  await expect(page.getByText('Card not found')).toBeVisible();
});

test('the free plan stops at 100 cards with a way to Pro', async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page);
  const cards = Array.from({ length: 100 }, (_, i) => ({ question: `Word ${i}?`, answer: `Meaning ${i}` }));
  const created = await page.request.post('/api/card/create', { data: { cards } });
  expect(created.status()).toBe(200);
  await gotoLivePage(page, '/generate');
  await page.getByLabel('Topic').fill('Planets');
  await page.getByRole('button', { name: 'Generate' }).click();
  await page.getByRole('button', { name: 'Save 2 selected card(s)' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The free plan holds up to 100 cards and yours is full.');
  await expect(alert.getByRole('link', { name: 'See Pro plans' })).toHaveAttribute('href', '/pricing');
  await expect(page).toHaveURL('/generate');
});
