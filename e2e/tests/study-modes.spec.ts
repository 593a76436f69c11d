import { expect as baseExpect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { gotoLivePage } from './live-page';
import { signUp } from './sign-up';
import { capitals, chooseDeck, createNotes, rightAnswer } from './study-cards';

// The machine is shared: allow for a slow first request (PGlite warm-up, argon2 under load).
const expect = baseExpect.configure({ timeout: 30_000 });

/** Every card's due date, to show a study mode left the schedule alone. */
async function dueDates(page: Page) {
  const response = await page.request.get('/api/card/list?limit=200');
  const { cards } = (await response.json()) as { cards: { id: number; dueAt: number }[] };
  return cards.map((card) => `${card.id}:${card.dueAt}`).sort();
}

const questionText = async (page: Page, id: string) => (await page.locator(`#${id}`).textContent()) ?? '';

/** The key (1–4) of the option reading `text`, or of another when `wrong`. */
async function optionKey(page: Page, group: string, text: string, wrong = false) {
  const options = await page.getByRole('group', { name: group }).getByRole('button').allTextContents();
  const index = options.findIndex((option) => (option.replace(/^\d\s*/, '').trim() === text) !== wrong);
  expect(index).toBeGreaterThanOrEqual(0);
  return String(index + 1);
}

for (const width of [1280, 375]) {
  test(`Learn at ${width}px: choice then typing until every card is typed right, offline too`, async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    await signUp(page);
    await createNotes(page, capitals, 'Capitals');
    await createNotes(page, [{ question: 'Largest planet?', answer: 'Jupiter' }], 'Solo');
    const before = await dueDates(page);

    await gotoLivePage(page, '/cards');
    await chooseDeck(page, 'Capitals (4)');
    await page.getByRole('link', { name: 'Learn' }).click();
    await expect(page).toHaveURL(/\/study\/learn\?deckId=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Learn' })).toBeVisible();
    await expect(page.getByText('Capitals', { exact: true })).toBeVisible();
    await expect(page.getByText('do not count as reviews')).toBeVisible();
    await expect(page.getByText('0 of 4 learned')).toBeVisible();
    await expectNoAxeViolations(page);

    // A wrong choice says so and shows the right answer; Enter goes on.
    await expect(page.getByText('Choose the answer')).toBeVisible();
    const first = await questionText(page, 'learn-question');
    await page.keyboard.press(await optionKey(page, 'Answers', rightAnswer(first), true));
    await expect(page.getByText('Not quite')).toBeVisible();
    await expect(page.getByText(`${rightAnswer(first)} (right answer)`)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');

    let typedWrong = false;
    for (let step = 0; step < 20; step++) {
      if (await page.getByText('All 4 cards learned').isVisible()) break;
      const prompt = (await page.getByText(/^(Choose|Type) the answer$/).textContent()) ?? '';
      const question = await questionText(page, 'learn-question');
      const answer = rightAnswer(question);
      if (prompt.startsWith('Choose')) {
        await page.keyboard.press(await optionKey(page, 'Answers', answer));
        await expect(page.getByText('Right!')).toBeVisible();
      } else if (!typedWrong) {
        typedWrong = true;
        await page.getByLabel('Your answer').fill('Atlantis');
        await page.keyboard.press('Enter');
        await expect(page.getByText('You typed: Atlantis')).toBeVisible();
        await expectNoAxeViolations(page);
        await page.screenshot({ path: `test-results/study-learn-typed-wrong-${width}.png`, fullPage: true });
      } else {
        // Case, spaces and accents do not matter.
        await page.getByLabel('Your answer').fill(`  ${answer.toUpperCase().normalize('NFD').replace(/\p{M}/gu, '')} `);
        await page.keyboard.press('Enter');
        await expect(page.getByText('Right!')).toBeVisible();
      }
      await page.keyboard.press('Enter');
    }
    await expect(page.getByRole('heading', { name: 'All 4 cards learned' })).toBeVisible();
    await expect(page.getByText('4 of 4 learned')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `test-results/study-learn-done-${width}.png`, fullPage: true });
    expect(await dueDates(page)).toEqual(before);

    // Offline, Learn opens again from the cards this device keeps.
    await page.getByRole('link', { name: 'Review due cards' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
    await context.setOffline(true);
    await page.goBack();
    await expect(page.getByText('0 of 4 learned')).toBeVisible();
    await expect(page.getByText('Choose the answer')).toBeVisible();
    await page.screenshot({ path: `test-results/study-learn-offline-${width}.png`, fullPage: true });
    await context.setOffline(false);

    // A one-card deck has nothing to choose from: it is typed straight away.
    const decks = (await (await page.request.get('/api/card/decks')).json()) as {
      decks: { id: number; name: string }[];
    };
    const solo = decks.decks.find((deck) => deck.name === 'Solo')!;
    await gotoLivePage(page, `/study/learn?deckId=${solo.id}`);
    await page.getByLabel('Your answer').fill('jupiter');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'The card is learned' })).toBeVisible();
  });

  test(`practice test at ${width}px: mixed questions, scored with what was wrong, schedule untouched`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    await signUp(page);
    await gotoLivePage(page, '/study/test');
    await expect(page.getByRole('heading', { name: 'No cards to study yet' })).toBeVisible();
    await expectNoAxeViolations(page);

    await createNotes(page, capitals, 'Capitals');
    const before = await dueDates(page);
    await gotoLivePage(page, '/dashboard');
    await page.getByRole('link', { name: 'Practice test' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Practice test' })).toBeVisible();
    await expect(page.getByText('do not change when cards are due')).toBeVisible();
    await page.getByLabel('Number of questions').selectOption('4');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Start the test' }).click();

    const kinds = new Set<string>();
    let wrongOnPurpose = '';
    for (let n = 1; n <= 4; n++) {
      await expect(page.getByText(`Question ${n} of 4`)).toBeVisible();
      const prompt =
        (await page.getByText(/^(Choose the answer|True or false\?|Type the answer)$/).textContent()) ?? '';
      kinds.add(prompt);
      const question = await questionText(page, 'test-question');
      const answer = rightAnswer(question);
      if (prompt === 'Type the answer') {
        // The first typed or true/false question is answered wrong on purpose, the rest right.
        const wrong = !wrongOnPurpose;
        if (wrong) wrongOnPurpose = question;
        await page.getByLabel('Your answer').fill(wrong ? 'Lyon' : answer.toLowerCase());
        await page.keyboard.press('Enter');
      } else if (prompt === 'True or false?') {
        const shown = ((await page.getByText(/^Answer: /).textContent()) ?? '').replace('Answer: ', '');
        const truth = shown === answer;
        const pick = wrongOnPurpose ? truth : !truth;
        if (!wrongOnPurpose) wrongOnPurpose = question;
        await page.keyboard.press(pick ? '1' : '2');
        await expect(page.getByRole('button', { name: pick ? /True/ : /False/ })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
        if (n === 2) await expectNoAxeViolations(page);
        await page.screenshot({ path: `test-results/study-test-true-false-${width}.png`, fullPage: true });
        await page.keyboard.press('Enter');
      } else {
        await page.keyboard.press(await optionKey(page, 'Answers', answer));
        await page.keyboard.press('Enter');
      }
    }
    expect(kinds.size).toBe(3);
    await expect(page.getByRole('heading', { name: 'You scored 3 of 4 (75%)' })).toBeVisible();
    await expect(page.getByText('This test did not change when your cards are due.')).toBeVisible();
    const mistakes = page.getByRole('list', { name: 'Wrong answers' }).getByRole('listitem');
    await expect(mistakes).toHaveCount(1);
    await expect(mistakes).toContainText(wrongOnPurpose);
    await expect(mistakes).toContainText('Your answer:');
    await expect(mistakes).toContainText(`Right answer: `);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `test-results/study-test-score-${width}.png`, fullPage: true });
    expect(await dueDates(page)).toEqual(before);
  });
}
