import { expect as baseExpect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { gotoLivePage } from './live-page';
import { signUp } from './sign-up';

// The machine is shared: allow for a slow first request (PGlite warm-up, argon2 under load).
const expect = baseExpect.configure({ timeout: 30_000 });

const sentence = 'Paris is the capital of France.';

/** Selects `words` in the focused-to-be textarea, as a learner's drag would. */
async function select(page: Page, label: string, words: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.evaluate((element: HTMLTextAreaElement, text) => {
    const start = element.value.indexOf(text);
    element.focus();
    element.setSelectionRange(start, start + text.length);
  }, words);
}

for (const width of [1280, 375]) {
  test(`at ${width} px: a note made cloze in the editor is reviewed card by card with a typed answer`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    await signUp(page);
    const created = await page.request.post('/api/card/create', {
      data: { cards: [{ question: sentence, answer: 'Geography' }], deck: 'Capitals' },
    });
    expect(created.status()).toBe(200);
    const [card] = (await created.json()).cards;

    await gotoLivePage(page, `/card/${card.id}`);
    // Unbalanced cloze syntax is refused, naming the problem, and nothing is saved.
    await page.getByLabel('Card type').selectOption('cloze');
    await page.getByLabel('Text', { exact: true }).fill('{{c1::Paris is the capital of France.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/^Unbalanced cloze syntax near/)).toBeVisible();
    await expect(page).toHaveURL(`/card/${card.id}`);

    await page.getByLabel('Text', { exact: true }).fill(sentence);
    await select(page, 'Text', 'Paris');
    await page.keyboard.press('Control+Shift+C');
    // The learner sees the first cloze before selecting again: selecting while the field redraws would be lost.
    await expect(page.getByLabel('Text', { exact: true })).toHaveValue('{{c1::Paris}} is the capital of France.');
    await select(page, 'Text', 'France');
    await page.getByRole('button', { name: 'Make cloze' }).click();
    await expect(page.getByLabel('Text', { exact: true })).toHaveValue(
      '{{c1::Paris}} is the capital of {{c2::France}}.',
    );
    const preview = page.getByRole('region', { name: 'Cards preview' });
    await expect(preview).toContainText('2 cards');
    await expect(preview.getByRole('listitem')).toHaveText([
      '[...] is the capital of France.',
      'Paris is the capital of [...].',
    ]);
    await page.getByLabel('Type the answer before it is shown').check();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`editor-${width}.png`), fullPage: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL('/cards');
    await expect(page.getByText('Showing 2 of 2 cards')).toBeVisible();

    await gotoLivePage(page, '/review');
    await expect(page.getByRole('heading', { name: '[...] is the capital of France.' })).toBeVisible();
    await page.getByLabel('Type your answer').fill('  PARISS ');
    await page.keyboard.press('Enter');
    const compared = page.getByRole('region', { name: 'Your answer compared' });
    await expect(compared).toContainText('Not quite');
    await expect(compared.getByTitle('not in the answer')).toHaveText('s');
    await expect(compared).toContainText('Suggested rating: 3 Okay');
    await expect(page.getByRole('region', { name: 'Answer', exact: true })).toContainText(sentence);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`review-${width}.png`), fullPage: true });
    await page.keyboard.press('3');
    // The other deletion's card is a sibling: buried until tomorrow, so nothing else is due today.
    await expect(page.getByRole('heading', { name: 'All caught up!' })).toBeVisible();
  });
}
