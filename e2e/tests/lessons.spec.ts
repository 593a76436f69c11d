import { readFileSync } from 'node:fs';
import { expect as baseExpect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { gotoLivePage, reloadLivePage } from './live-page';

declare global {
  interface Window {
    /** When the page's first audio started playing (set by the player test's init script). */
    firstPlayingAt?: number;
  }
}

interface Narration {
  durationMs: number;
  transcript: { sentence: string; startMs: number; isParagraphEnd: boolean }[];
}
const lessonOne: Narration = JSON.parse(
  readFileSync(new URL('../../content/generated/lessons/1.json', import.meta.url), 'utf8'),
);

// Real audio plays in real time, and the shared test machine can be slow: generous limits.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const uniqueEmail = () => `lessons-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function signUp(page: Page, name: string) {
  await gotoLivePage(page, '/signup');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Password', { exact: true }).fill('lessons-rock');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL('/');
}

const audioTime = (page: Page) => page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime);
const audioPaused = (page: Page) => page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.paused);
const sentence = (page: Page, index: number) => page.locator(`[data-index="${index}"]`);
const lessonTitles = (page: Page) => page.getByRole('list', { name: 'Lessons' }).getByRole('link');

test('lesson list: durations, completion toggle reorders, kept after reload', async ({ page }) => {
  await signUp(page, 'Lena Learner');
  await gotoLivePage(page, '/lessons');
  await expect(page.getByRole('heading', { name: 'The Seven Cures for a Lean Purse' })).toBeVisible();
  await expect(lessonTitles(page)).toHaveCount(7);
  await expect(lessonTitles(page).first()).toContainText('Start Your Purse to Fattening');
  const minutes = Math.floor(lessonOne.durationMs / 60_000);
  const seconds = Math.floor((lessonOne.durationMs % 60_000) / 1000);
  await expect(page.getByTestId('lesson-1')).toContainText(
    `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`,
  );
  await expectNoAxeViolations(page);

  await page.getByRole('checkbox', { name: 'Completed: Start Your Purse to Fattening' }).click();
  await expect(page.getByRole('checkbox', { name: 'Completed: Start Your Purse to Fattening' })).toBeChecked();
  await expect(lessonTitles(page).last()).toContainText('Start Your Purse to Fattening');
  await expect(lessonTitles(page).first()).toContainText('Control Your Expenditures');

  await reloadLivePage(page);
  await expect(lessonTitles(page).last()).toContainText('Start Your Purse to Fattening');
  await page.getByRole('checkbox', { name: 'Completed: Start Your Purse to Fattening' }).click();
  await expect(lessonTitles(page).first()).toContainText('Start Your Purse to Fattening');

  await lessonTitles(page).first().click();
  await expect(page).toHaveURL('/learn/1');
  await expect(page.getByRole('heading', { name: 'Start Your Purse to Fattening', level: 1 })).toBeVisible();
});

test('player: highlight follows the audio, sentence seek, chat with a grounded reply, history, resume', async ({
  page,
}) => {
  await signUp(page, 'Paula Listener');
  // Start latency: from navigation start to the audio's first 'playing' event (the test presses Play as soon as it can).
  await page.addInitScript(() => {
    document.addEventListener(
      'playing',
      () => {
        window.firstPlayingAt ??= performance.now();
      },
      true,
    );
  });
  await gotoLivePage(page, '/learn/1');
  // Before playing, the highlight defaults to the first sentence.
  await expect(sentence(page, 0)).toHaveAttribute('aria-current', 'true');
  const play = page.getByRole('button', { name: 'Play', exact: true });
  await play.click();
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  const startLatencyMs = await page.waitForFunction(() => window.firstPlayingAt);
  const latency = Math.round(Number(await startLatencyMs.jsonValue()));
  test.info().annotations.push({ type: 'start latency (ms)', description: String(latency) });
  process.stdout.write(`lesson-player start latency (navigation → audio playing): ${latency} ms\n`);

  // The highlight advances with the narration.
  await expect(sentence(page, 1)).toHaveAttribute('aria-current', 'true');
  expect(await audioTime(page)).toBeGreaterThanOrEqual(lessonOne.transcript[1]!.startMs / 1000);

  // Clicking a later sentence jumps to its start (paused, so the time cannot move on before it is read).
  const target = 12;
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await sentence(page, target).click();
  expect(await audioTime(page)).toBeCloseTo(lessonOne.transcript[target]!.startMs / 1000, 2);
  await expect(sentence(page, target)).toHaveAttribute('aria-current', 'true');
  await expect(page.getByText(`Now at: ${lessonOne.transcript[target]!.sentence}`)).toBeAttached();
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();

  // W opens the chat on the current sentence and pauses; controls are disabled in chat mode.
  await page.keyboard.press('w');
  const chat = page.getByRole('complementary', { name: 'Lesson chat' });
  await expect(chat.getByRole('heading', { name: 'Sure, ask away…' })).toBeVisible();
  expect(await audioPaused(page)).toBe(true);
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Forward 10 seconds' })).toBeDisabled();
  const asked = lessonOne.transcript[target]!.sentence;
  await expect(chat.locator('blockquote')).toContainText(asked);
  await expectNoAxeViolations(page);

  // Ask: Shift+Enter does not send, Enter does; the offline tutor quotes the lesson.
  const input = chat.getByPlaceholder('Type your message...');
  await input.fill('   ');
  await input.press('Enter');
  await expect(chat.locator('[data-sender]')).toHaveCount(0);
  await input.fill('What share of my income should I keep?');
  await input.press('Shift+Enter');
  await expect(chat.locator('[data-sender]')).toHaveCount(0);
  await input.press('Enter');
  await expect(chat.locator('[data-sender="user"]')).toHaveText(/What share of my income should I keep\?/);
  const reply = chat.locator('[data-sender="assistant"]');
  await expect(reply).toContainText('quoted from the lesson');
  await expect(reply).toContainText('tenth');
  await expect(input).toBeEnabled();
  await expect(input).toHaveValue('');
  await expect(input).toBeFocused();

  // Continue closes the chat and resumes; the sentence now shows it has history.
  await chat.getByRole('button', { name: 'Continue lesson' }).click();
  await expect(chat).toBeHidden();
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  expect(await audioPaused(page)).toBe(false);
  await expect(page.locator(`[data-index="${target}"][data-history]`)).toHaveCount(1);

  // Keyboard: Space pauses, ← skips back 10 s (clamped at 0 near the start).
  await page.locator('body').click({ position: { x: 5, y: 70 } });
  await page.keyboard.press(' ');
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  const before = await audioTime(page);
  await page.keyboard.press('ArrowLeft');
  expect(await audioTime(page)).toBeCloseTo(Math.max(0, before - 10), 0);
  await sentence(page, target).click();
  await page.getByLabel('Playback speed').selectOption('1.5');
  expect(await page.locator('audio').evaluate((audio: HTMLAudioElement) => audio.playbackRate)).toBe(1.5);

  // Reload: the position and the history are kept on the server.
  await page.waitForTimeout(300);
  await page.reload();
  await expect(sentence(page, target)).toHaveAttribute('aria-current', 'true');
  await expect(page.locator(`[data-index="${target}"][data-history]`)).toHaveCount(1);
  await sentence(page, target).click();
  await page.keyboard.press('W');
  await expect(page.getByRole('complementary', { name: 'Lesson chat' }).locator('[data-sender="user"]')).toHaveCount(1);
});

test('mobile player: chat covers the screen; axe at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await gotoLivePage(page, '/learn/2');
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeEnabled();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Wait, I have questions' }).click();
  const chat = page.getByRole('complementary', { name: 'Lesson chat' });
  const box = await chat.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: 375, height: 812 });
  await expectNoAxeViolations(page);
  await chat.getByRole('button', { name: 'Close chat' }).click();
  await expect(chat).toBeHidden();
  await gotoLivePage(page, '/lessons');
  await expect(lessonTitles(page)).toHaveCount(7);
  await expectNoAxeViolations(page);
});

test('desktop chat pane starts at 750 px and resizes between 300 and 900 px', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await gotoLivePage(page, '/learn/3');
  await page.getByRole('button', { name: 'Wait, I have questions' }).click();
  const chat = page.getByRole('complementary', { name: 'Lesson chat' });
  expect((await chat.boundingBox())?.width).toBe(750);
  const handle = page.getByRole('separator', { name: 'Resize chat' });
  await handle.focus();
  await page.keyboard.press('Home');
  expect((await chat.boundingBox())?.width).toBe(900);
  await page.keyboard.press('End');
  expect((await chat.boundingBox())?.width).toBe(300);
});

test("unknown lesson shows 'Lesson not found!'", async ({ page }) => {
  await gotoLivePage(page, '/learn/99');
  await expect(page.getByRole('heading', { name: 'Lesson not found!' })).toBeVisible();
});
