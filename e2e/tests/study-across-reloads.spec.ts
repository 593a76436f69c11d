import { expect as baseExpect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { gotoLivePage } from './live-page';
import { waitForServiceWorker } from './service-worker';
import { signUp } from './sign-up';
import { capitals, createNotes, rightAnswer } from './study-cards';

/** What a learner keeps across a reload and a save (decision 162): Learn progress, burials, deleted cards. */

// The machine is shared: allow for a slow first request (PGlite warm-up, argon2 under load).
const expect = baseExpect.configure({ timeout: 30_000 });

const learnQuestion = async (page: Page) => (await page.locator('#learn-question').textContent()) ?? '';

/** Chooses the right answer to the question on screen with its number key, then goes on. */
async function chooseRight(page: Page) {
  const answer = rightAnswer(await learnQuestion(page));
  const options = await page.getByRole('group', { name: 'Answers' }).getByRole('button').allTextContents();
  const index = options.findIndex((option) => option.replace(/^\d\s*/, '').trim() === answer);
  await page.keyboard.press(String(index + 1));
  await expect(page.getByText('Right!')).toBeVisible();
  await page.keyboard.press('Enter');
}

/** How many cards the Learn session this device keeps has had chosen right (null: none kept). */
const keptChosen = (page: Page, deckId: number) =>
  page.evaluate(async (key) => {
    const [database] = (await indexedDB.databases()).filter((info) => info.name?.startsWith('kurio-offline-'));
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(database!.name!);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const session = await new Promise<{ stages: Map<number, string> } | undefined>((resolve) => {
      const request = db.transaction('settings').objectStore('settings').get(key);
      request.onsuccess = () => resolve(request.result);
    });
    db.close();
    return session ? [...session.stages.values()].filter((stage) => stage !== 'choose').length : null;
  }, `study:learn:${deckId}`);

test('Learn: a reload picks the session up where it was left; starting over is a choice', async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page);
  await createNotes(page, capitals, 'Capitals');
  const decks = (await (await page.request.get('/api/card/decks')).json()).decks as { id: number }[];
  const deckId = decks[0]!.id;

  await gotoLivePage(page, `/study/learn?deckId=${deckId}`);
  await expect(page.getByText('0 of 4 learned · 0 chosen right')).toBeVisible();
  await expect(page.getByText('Picked up where you left off.')).toHaveCount(0);
  await chooseRight(page);
  await chooseRight(page);
  await expect(page.getByText('0 of 4 learned · 2 chosen right')).toBeVisible();
  const third = await learnQuestion(page);
  await expect.poll(() => keptChosen(page, deckId)).toBe(2);

  await page.reload();
  await expect(page.getByText('Picked up where you left off.')).toBeVisible();
  await expect(page.getByText('Round 1')).toBeVisible();
  await expect(page.getByText('0 of 4 learned · 2 chosen right')).toBeVisible();
  expect(await learnQuestion(page)).toBe(third);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `test-results/study-learn-resumed-${width}.png`, fullPage: true });
  }

  // Another visit later: still the same session.
  await gotoLivePage(page, '/cards');
  await gotoLivePage(page, `/study/learn?deckId=${deckId}`);
  await expect(page.getByText('0 of 4 learned · 2 chosen right')).toBeVisible();

  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(page.getByText('0 of 4 learned · 0 chosen right')).toBeVisible();
  await expect(page.getByText('Picked up where you left off.')).toHaveCount(0);
  await expect.poll(() => keptChosen(page, deckId)).toBe(0);
});

test('a sibling buried by a rating made offline stays buried after a reload, offline and online', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await signUp(page);
  await createNotes(page, [{ type: 'reversed', question: 'the dog', answer: 'der Hund' }]);
  const syncStatus = page.getByRole('status').filter({ hasText: /sync/i });

  await gotoLivePage(page, '/review');
  await expect(page.getByRole('heading', { name: 'the dog' })).toBeVisible();
  await expect(syncStatus).toHaveText('All synced');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: '4 Easy' })).toBeVisible();
  await page.keyboard.press('4');
  await expect(page.getByRole('heading', { name: 'All caught up!' })).toBeVisible();
  await expect(syncStatus).toHaveText('Offline — 1 rating will sync');

  await page.reload();
  await expect(syncStatus).toHaveText('Offline — 1 rating will sync');
  await expect(page.getByRole('heading', { name: 'All caught up!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'der Hund' })).toHaveCount(0);

  // Synced, the server buries the sibling too: the page it renders has nothing due today.
  await context.setOffline(false);
  await expect(syncStatus).toHaveText('All synced');
  await gotoLivePage(page, '/review');
  await expect(page.getByRole('heading', { name: 'All caught up!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'der Hund' })).toHaveCount(0);
});

test('a card the learner deleted does not come back when its note is edited and saved', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page);
  const [forward, reverse] = await createNotes(page, [{ type: 'reversed', question: 'the cat', answer: 'die Katze' }]);

  await gotoLivePage(page, '/cards');
  await expect(page.getByText('Showing 2 of 2 cards')).toBeVisible();
  await page
    .getByRole('listitem', { name: `Card #${reverse!.id}` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Showing 1 of 1 card', { exact: true })).toBeVisible();

  await gotoLivePage(page, `/card/${forward!.id}`);
  await page.getByLabel('Answer (markdown)').fill('die Katze (f.)');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL('/cards');
  await expect(page.getByText('Showing 1 of 1 card', { exact: true })).toBeVisible();
  await expect(page.getByRole('listitem', { name: `Card #${forward!.id}` })).toContainText('the cat');
});
