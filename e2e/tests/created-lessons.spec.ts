import { expect as baseExpect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { gotoLivePage } from './live-page';

const expect = baseExpect.configure({ timeout: 15_000 });
interface SpokenLine {
  text: string;
  rate: number;
  voice: string;
}
declare global {
  interface Window {
    /** What the stand-in speechSynthesis was asked to say. */
    spoken?: SpokenLine[];
  }
}

const uniqueEmail = () => `created-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * Headless Chromium here has no voices, so the page gets a stand-in speechSynthesis: one voice, and every
 * utterance "spoken" in 400 ms (start, then end); what it was asked to say lands in window.spoken.
 */
function stubSpeech() {
  type Utterance = {
    text: string;
    rate: number;
    onstart?: () => void;
    onend?: () => void;
    onerror?: (e: object) => void;
  };
  const spoken: SpokenLine[] = [];
  const timers: number[] = [];
  let pending: Utterance[] = [];
  const voice = { name: 'Test Voice', lang: 'en-US', voiceURI: 'test-voice', default: true, localService: true };
  class FakeSynth extends EventTarget {
    speaking = false;
    getVoices() {
      return [voice];
    }
    speak(utterance: Utterance & { voice?: { voiceURI: string } }) {
      spoken.push({ text: utterance.text, rate: utterance.rate, voice: utterance.voice?.voiceURI ?? '' });
      pending.push(utterance);
      if (pending.length === 1) this.next();
    }
    next() {
      const utterance = pending[0];
      if (!utterance) return;
      timers.push(window.setTimeout(() => utterance.onstart?.(), 10));
      timers.push(
        window.setTimeout(() => {
          pending.shift();
          utterance.onend?.();
          this.next();
        }, 400),
      );
    }
    cancel() {
      for (const timer of timers.splice(0)) clearTimeout(timer);
      const dropped = pending;
      pending = [];
      for (const utterance of dropped) utterance.onerror?.({ error: 'interrupted' });
    }
  }
  class FakeUtterance {
    rate = 1;
    lang = '';
    voice: unknown = null;
    constructor(readonly text: string) {}
  }
  Object.defineProperty(window, 'speechSynthesis', { value: new FakeSynth(), configurable: true });
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true });
  Object.assign(window, { spoken });
}

async function signUp(page: Page) {
  await gotoLivePage(page, '/signup');
  await page.getByLabel('Name').fill('Lena Listener');
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Password', { exact: true }).fill('listen-up!');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL('/');
}

const yourLessons = (page: Page) => page.getByRole('region', { name: 'Your lessons' });
const spoken = (page: Page) => page.evaluate(() => window.spoken ?? []);
const current = (page: Page) => page.locator('[aria-current="true"]');

test('created lessons: kept after a reload, read aloud sentence by sentence, asked about, deleted', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.addInitScript(stubSpeech);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page);
  await gotoLivePage(page, '/create');
  await expect(yourLessons(page)).toContainText('No saved lessons yet.');

  await page.getByPlaceholder('Message Kurio...').fill('volcano');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your lesson on volcano is ready.')).toBeVisible();
  await expect(yourLessons(page).getByRole('link', { name: 'Volcano' })).toBeVisible();

  await page.reload();
  const link = yourLessons(page).getByRole('link', { name: 'Volcano' });
  await expect(link).toBeVisible();
  await expectNoAxeViolations(page);
  await link.click();
  await expect(page).toHaveURL(/\/create\/lessons\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Volcano' })).toBeVisible();
  await expect(page.getByText('No voice on this device')).toBeHidden();
  await expect(current(page)).toHaveText('Volcano');

  // Play: the highlight follows the voice from sentence to sentence.
  await page.getByRole('button', { name: 'Play' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await expect.poll(async () => (await spoken(page)).length).toBeGreaterThanOrEqual(2);
  const said = await spoken(page);
  await expect(current(page)).not.toHaveText('Volcano');
  expect(said[0]!.text).toBe('Volcano');
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('button', { name: 'Play' })).toBeVisible();
  const pausedOn = await current(page).textContent();
  await page.getByRole('button', { name: 'Next sentence' }).click();
  await expect(current(page)).not.toHaveText(pausedOn!);
  await page.getByRole('button', { name: 'Previous sentence' }).click();
  await expect(current(page)).toHaveText(pausedOn!);

  // Voice and rate are the learner's choice and stay on the device.
  await page.getByLabel('Voice').selectOption('test-voice');
  await page.getByLabel('Playback speed').selectOption('1.5');
  await page.reload();
  await expect(page.getByLabel('Voice')).toHaveValue('test-voice');
  await expect(page.getByLabel('Playback speed')).toHaveValue('1.5');
  await page.getByRole('button', { name: 'Play' }).click();
  await expect.poll(async () => (await spoken(page)).at(-1)).toMatchObject({ voice: 'test-voice', rate: 1.5 });
  await expectNoAxeViolations(page);

  // "Wait, I have questions" opens the tutor on the sentence being read.
  await page.keyboard.press('w');
  const chat = page.getByRole('complementary', { name: 'Lesson chat' });
  await expect(chat).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play' })).toBeDisabled();
  const asked = await current(page).textContent();
  await expect(chat.locator('blockquote')).toContainText(asked!);
  await chat.getByLabel('Your question for the tutor').fill('What is this about?');
  await chat.getByLabel('Your question for the tutor').press('Enter');
  await expect(chat.getByText('What is this about?', { exact: true })).toBeVisible();
  await expect(chat.locator('li').nth(1)).not.toBeEmpty();
  await chat.getByRole('button', { name: 'Continue lesson' }).click();
  await expect(chat).toBeHidden();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();

  // Delete, after confirming.
  await page.getByRole('link', { name: 'Back to the lesson assistant' }).click();
  await yourLessons(page).getByRole('button', { name: 'Delete “Volcano”' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete lesson' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(yourLessons(page).getByRole('link', { name: 'Volcano' })).toBeVisible();
  await yourLessons(page).getByRole('button', { name: 'Delete “Volcano”' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(yourLessons(page)).toContainText('No saved lessons yet.');
});

test('created lessons: without speech synthesis the transcript still works and a note says why', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(window, 'speechSynthesis', { value: undefined }));
  await page.setViewportSize({ width: 375, height: 800 });
  await signUp(page);
  await gotoLivePage(page, '/create');
  await page.getByPlaceholder('Message Kurio...').fill('river');
  await page.keyboard.press('Enter');
  await yourLessons(page).getByRole('link', { name: 'River' }).click();
  await expect(page.getByText('This browser cannot read aloud, so this lesson has no voice here.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play' })).toBeDisabled();
  await page.getByRole('button', { name: 'Next sentence' }).click();
  await expect(current(page)).not.toHaveText('River');
  await expect(page.getByRole('button', { name: 'Wait, I have questions' })).toBeEnabled();
});
