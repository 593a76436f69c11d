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

/** The Learn stages this device keeps, by card id (null: no session kept). */
const keptStages = (page: Page, deckId: number) =>
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
    return session ? [...session.stages] : null;
  }, `study:learn:${deckId}`);

/** How many cards the Learn session this device keeps has had chosen right (null: none kept). */
const keptChosen = async (page: Page, deckId: number) =>
  (await keptStages(page, deckId))?.filter(([, stage]) => stage !== 'choose').length ?? null;

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

test('Learn: a resumed session asks an edited card as it is now, and drops a deleted one', async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page);
  const made = await createNotes(page, capitals, 'Capitals');
  const decks = (await (await page.request.get('/api/card/decks')).json()).decks as { id: number }[];
  const deckId = decks[0]!.id;

  await gotoLivePage(page, `/study/learn?deckId=${deckId}`);
  await chooseRight(page);
  await chooseRight(page);
  await expect(page.getByText('0 of 4 learned · 2 chosen right')).toBeVisible();
  await expect.poll(() => keptChosen(page, deckId)).toBe(2);
  const question = await learnQuestion(page);
  const current = made.find((card) => card.question === question)!;
  const chosen = (await keptStages(page, deckId))!.find(([, stage]) => stage === 'type')![0];

  // Edited and deleted elsewhere (another tab, the cards page) while the session was kept.
  const edit = await page.request.post('/api/card/update', {
    data: { id: current.id, question: `${question} (edited)`, answer: 'Somewhere new' },
  });
  expect(edit.status()).toBe(200);
  expect((await page.request.post('/api/card/delete', { data: { id: chosen } })).status()).toBe(200);

  await page.reload();
  await expect(page.getByText('Picked up where you left off.')).toBeVisible();
  await expect(page.getByText('0 of 3 learned · 1 chosen right')).toBeVisible();
  expect(await learnQuestion(page)).toBe(`${question} (edited)`);
  const options = page.getByRole('group', { name: 'Answers' }).getByRole('button');
  await expect(options.filter({ hasText: 'Somewhere new' })).toHaveCount(1);
  const deleted = capitals.find((card) => card.question === made.find((m) => m.id === chosen)?.question)!;
  await expect(options.filter({ hasText: deleted.answer })).toHaveCount(0);
  const index = (await options.allTextContents()).findIndex((text) => text.includes('Somewhere new'));
  await page.keyboard.press(String(index + 1));
  await expect(page.getByText('Right!')).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/study-learn-resumed-edited-${width}.png`, fullPage: true });
  }
});

test('the note editor previews the cards a save makes, not one the learner deleted', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page);
  const [first, second] = await createNotes(page, [
    { type: 'cloze', question: '{{c1::Paris}} is the capital of {{c2::France}}.', answer: '' },
  ]);
  expect((await page.request.post('/api/card/delete', { data: { id: second!.id } })).status()).toBe(200);

  await gotoLivePage(page, `/card/${first!.id}`);
  const preview = page.getByRole('region', { name: 'Cards preview' });
  await expect(preview).toContainText('Preview: 1 card');
  await expect(preview.getByRole('listitem')).toHaveText(['[...] is the capital of France.']);
  await expect(preview).toContainText('Not made again, as you deleted its card: c2');
  // A deletion new to the note is counted.
  await page.getByLabel('Text').fill('{{c1::Paris}} is the capital of {{c2::France}}, on the {{c3::Seine}}.');
  await expect(preview).toContainText('Preview: 2 cards');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `test-results/note-preview-deleted-card-${width}.png`, fullPage: true });
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL('/cards');
  await expect(page.getByText('Showing 2 of 2 cards')).toBeVisible();
});
