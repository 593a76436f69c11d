import { expect as baseExpect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { gotoLivePage } from './live-page';

// Five engineers share two cores: pages can take longer than the default 5 s to settle.
const expect = baseExpect.configure({ timeout: 15_000 });

async function signUp(page: Page, name = 'Quest Reader') {
  await gotoLivePage(page, '/signup');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(`e2e-quests-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('reading-rocks');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('button', { name: `Account menu for ${name}` })).toBeVisible();
}

const episodeBox = (page: Page, number: number) =>
  page.getByRole('checkbox', { name: new RegExp(`^Episode ${number}: `) });
const playButton = (page: Page, number: number) =>
  page.getByRole('button', { name: new RegExp(`^(Play|Pause) Episode ${number}: `) });
const audio = (page: Page) => page.getByTestId('episode-audio');
const audioState = (page: Page) =>
  audio(page).evaluate((element: HTMLAudioElement) => ({
    src: element.currentSrc,
    paused: element.paused,
    time: element.currentTime,
  }));
async function tick(page: Page, number: number) {
  await episodeBox(page, number).click();
  await expect(episodeBox(page, number)).toBeChecked();
}
const today = () => new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

// axe runs are slow on a shared machine; the journeys themselves are quick.
test.describe.configure({ timeout: 240_000 });

test('start, tick, switch quests, listen and complete a book', async ({ page }) => {
  await signUp(page);
  await gotoLivePage(page, '/home');
  // The first visit after the server starts loads cold chunks on a busy machine.
  await expect(page.getByRole('heading', { name: 'No Active Quest' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('0 day streak')).toBeVisible();
  await page.getByRole('link', { name: '[+ Start a New Quest]' }).click();
  await expect(page).toHaveURL('/library');
  await expect(page.getByRole('tab', { name: 'Available (6)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Completed (0)' })).toBeVisible();

  // Start a quest: no other book is active, so no dialog.
  await page.getByRole('button', { name: 'Start Quest: The Tale of Peter Rabbit' }).click();
  await expect(page).toHaveURL('/quest/peter-rabbit');
  await expect(page.getByRole('heading', { name: 'The Tale of Peter Rabbit', level: 1 })).toBeVisible();
  await expect(page.getByText('by Beatrix Potter', { exact: true })).toBeVisible();
  await expect(episodeBox(page, 1)).toHaveAccessibleName(/^Episode 1: Into the Garden \(\d\d:\d\d\) done$/);

  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/home');
  const activeCard = page.getByRole('link', { name: /The Tale of Peter Rabbit/ });
  await expect(activeCard).toContainText('Active Quest');
  await expect(activeCard).toContainText('Progress: 0 of 4 episodes');

  // Tick two episodes.
  await activeCard.click();
  await expect(page).toHaveURL('/quest/peter-rabbit');
  await tick(page, 1);
  await tick(page, 2);
  await expect(page.getByText(/^Into the Garden \(/)).toHaveCSS('text-decoration-line', 'line-through');
  await expect(page.getByText(/^Lost Among the Vegetables \(/)).toHaveCSS('text-decoration-line', 'none');
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page.getByText('Progress: 2 of 4 episodes')).toBeVisible();
  await expect(page.getByText('1 day streak')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Progress: 2 of 4 episodes')).toBeVisible();

  // Start another book: the dialog asks first; Cancel keeps everything, Confirm switches.
  await gotoLivePage(page, '/library');
  await expect(page.getByRole('tab', { name: 'Available (5)' })).toBeVisible();
  await page.getByRole('button', { name: 'Start Quest: Fables from Aesop' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Active Quest?' });
  await expect(dialog).toContainText(
    'Your progress on "The Tale of Peter Rabbit" will be saved, but it will no longer be your active quest.',
  );
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/library');
  await page.getByRole('button', { name: 'Start Quest: Fables from Aesop' }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL('/quest/aesops-fables');

  await gotoLivePage(page, '/library');
  const peterCard = page.getByRole('article', { name: 'The Tale of Peter Rabbit' });
  await expect(peterCard).toContainText('Progress: 2/4 complete');
  await expect(peterCard.getByRole('button', { name: 'Resume Quest: The Tale of Peter Rabbit' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Fables from Aesop' })).toHaveCount(0); // active: not listed

  // Listen: one episode at a time; toggling again pauses; the end of the audio ticks the episode.
  await gotoLivePage(page, '/quest/aesops-fables');
  await playButton(page, 1).click();
  await expect(page.getByRole('button', { name: /^Pause Episode 1: / })).toBeVisible();
  await expect.poll(async () => (await audioState(page)).time).toBeGreaterThan(0.3);
  expect(await audioState(page)).toMatchObject({ src: expect.stringContaining('/media/books/aesops-fables/1.mp3') });

  await playButton(page, 2).click();
  await expect(page.getByRole('button', { name: /^Play Episode 1: / })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pause Episode 2: / })).toBeVisible();
  await expect.poll(async () => (await audioState(page)).src).toContain('/media/books/aesops-fables/2.mp3');
  await expect.poll(async () => (await audioState(page)).time).toBeGreaterThan(0.3);
  expect((await audioState(page)).paused).toBe(false);

  await playButton(page, 2).click();
  await expect(page.getByRole('button', { name: /^Play Episode 2: / })).toBeVisible();
  expect((await audioState(page)).paused).toBe(true);

  await expect(episodeBox(page, 2)).not.toBeChecked();
  await audio(page).evaluate((element: HTMLAudioElement) => {
    element.currentTime = element.duration - 0.5;
  });
  await playButton(page, 2).click();
  await expect(episodeBox(page, 2)).toBeChecked({ timeout: 10_000 });
  await expect(page.getByRole('button', { name: /^Play Episode 2: / })).toBeVisible();

  // Finish every episode of the short book: it moves to Completed with today's date.
  await gotoLivePage(page, '/library');
  await page.getByRole('button', { name: 'Resume Quest: The Tale of Peter Rabbit' }).click();
  await page.getByRole('dialog', { name: 'Change Active Quest?' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL('/quest/peter-rabbit');
  await expect(episodeBox(page, 1)).toBeChecked();
  await tick(page, 3);
  await tick(page, 4);
  await gotoLivePage(page, '/library');
  await expect(page.getByRole('tab', { name: 'Available (5)' })).toBeVisible();
  await page.getByRole('tab', { name: 'Completed (1)' }).click();
  const done = page.getByRole('article', { name: 'The Tale of Peter Rabbit' });
  await expect(done).toContainText(`Completed: ${today()}`);
  await expect(done.getByRole('button')).toHaveCount(0);
  await gotoLivePage(page, '/home');
  await expect(page.getByRole('heading', { name: 'No Active Quest' })).toBeVisible();
});

test('a tick the server cannot take stays ticked in the outbox and syncs once the server answers', async ({ page }) => {
  await signUp(page);
  await gotoLivePage(page, '/quest/grimms-tales');
  await page.route('**/api/quest/episode/batch', (route) => route.abort('connectionrefused'));
  // The tick's sync starts after the box shows it: the refusal must have happened before the route changes.
  const refused = page.waitForEvent('requestfailed', (request) => request.url().endsWith('/api/quest/episode/batch'));
  await tick(page, 1);
  await refused;
  await page.unroute('**/api/quest/episode/batch');
  await page.route('**/api/quest/episode/batch', (route) =>
    route.fulfill({
      status: 500,
      json: { code: 'internal', message: 'Something went wrong on our side. Please try again.' },
    }),
  );
  await tick(page, 2);
  const completed = async () => {
    const data = await (await page.request.get('/api/quest/data')).json();
    const book = data.books.find((candidate: { id: string }) => candidate.id === 'grimms-tales');
    return book.episodes.filter((episode: { isCompleted: boolean }) => episode.isCompleted).length;
  };
  // While the server refuses, the ticks stay on the device (a sync started with the page meets the refusal too).
  expect(await completed()).toBe(0);
  await page.unroute('**/api/quest/episode/batch');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(completed).toBe(2);
  await page.reload();
  await expect(episodeBox(page, 1)).toBeChecked();
  await expect(episodeBox(page, 2)).toBeChecked();
});

test('an unknown book shows Quest not found!', async ({ page }) => {
  await signUp(page);
  await gotoLivePage(page, '/quest/no-such-book');
  await expect(page.getByRole('heading', { name: 'Quest not found!' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Library' }).click();
  await expect(page).toHaveURL('/library');
});

for (const width of [375, 1280]) {
  test(`quest screens have no axe violations at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signUp(page, 'Axe Reader');
    await gotoLivePage(page, '/home');
    await expect(page.getByRole('heading', { name: 'No Active Quest' })).toBeVisible();
    await expectNoAxeViolations(page);
    await gotoLivePage(page, '/library');
    await page.getByRole('button', { name: 'Start Quest: Just So Stories' }).click();
    await tick(page, 1);
    await expectNoAxeViolations(page);
    await gotoLivePage(page, '/home');
    await expect(page.getByText('Progress: 1 of 4 episodes')).toBeVisible();
    await expectNoAxeViolations(page);
    await gotoLivePage(page, '/library');
    await expect(page.getByRole('tab', { name: 'Available (5)' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'Completed (0)' }).click();
    await expectNoAxeViolations(page);
    await gotoLivePage(page, '/quest/no-such-book');
    await expect(page.getByRole('heading', { name: 'Quest not found!' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
