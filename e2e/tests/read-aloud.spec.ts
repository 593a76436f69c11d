import { expect as baseExpect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { gotoLivePage } from './live-page';
import { signUp } from './sign-up';
import { chooseDeck } from './study-cards';

const expect = baseExpect.configure({ timeout: 30_000 });

declare global {
  interface Window {
    __utterances?: { text: string; lang: string }[];
  }
}

/** Speech synthesis with one French voice, recording every utterance spoken. */
function fakeFrenchVoice() {
  const utterances: { text: string; lang: string }[] = [];
  window.__utterances = utterances;
  class FakeUtterance {
    lang = '';
    voice: unknown = null;
    constructor(readonly text: string) {}
  }
  Object.assign(window, { SpeechSynthesisUtterance: FakeUtterance });
  Object.defineProperty(window, 'speechSynthesis', {
    configurable: true,
    value: {
      getVoices: () => [{ lang: 'fr-FR', name: 'Fake French', default: true, localService: true, voiceURI: 'fr' }],
      addEventListener() {},
      removeEventListener() {},
      speak: (utterance: FakeUtterance) => utterances.push({ text: utterance.text, lang: utterance.lang }),
      cancel() {},
    },
  });
}

const spoken = (page: Page) => page.evaluate(() => window.__utterances ?? []);

async function createCards(page: Page, deck: string, cards: { question: string; answer: string }[]) {
  expect((await page.request.post('/api/card/create', { data: { cards, deck } })).status()).toBe(200);
}

async function turnOnReadAloud(page: Page, deckLabel: string, detected: string) {
  await gotoLivePage(page, '/cards');
  await chooseDeck(page, deckLabel);
  await expect(page.getByLabel('Language of the cards')).toHaveValue('detected');
  await expect(page.getByLabel('Language of the cards').locator('option:checked')).toHaveText(detected);
  await page.getByLabel('Read cards aloud').click();
  await expect(page.getByLabel('Read cards aloud')).toBeChecked();
}

for (const width of [1280, 375]) {
  test(`read aloud at ${width}px: in the deck's detected language, R replays, no voice says so`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(fakeFrenchVoice);
    await signUp(page);
    await createCards(page, 'Français', [
      { question: 'Quelle est la capitale de la France ?', answer: 'La capitale de la France est Paris.' },
      { question: 'Comment dit-on bonjour le matin ?', answer: 'On dit bonjour à tout le monde le matin.' },
    ]);
    await createCards(page, 'Deutsch', [
      { question: 'Wie heißt die Hauptstadt von Deutschland?', answer: 'Die Hauptstadt von Deutschland ist Berlin.' },
    ]);

    await turnOnReadAloud(page, 'Français (2)', 'Detected: French');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `test-results/read-aloud-deck-settings-${width}.png`, fullPage: true });
    const deckUrl = new URL(
      (await page.getByRole('link', { name: 'Review', exact: true }).getAttribute('href')) ?? '',
      'http://x',
    );

    await gotoLivePage(page, `/review${deckUrl.search}`);
    await expect(page.getByRole('button', { name: 'Read aloud (French)' })).toBeVisible();
    await expect.poll(() => spoken(page)).toEqual([{ text: expect.stringMatching(/\?$/), lang: 'fr' }]);
    await page.keyboard.press('r');
    await expect.poll(async () => (await spoken(page)).length).toBe(2);
    await page.keyboard.press('Space');
    await expect.poll(async () => (await spoken(page)).at(-1)?.text).toMatch(/^(La capitale|On dit)/);
    expect((await spoken(page)).every((u) => u.lang === 'fr')).toBe(true);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `test-results/read-aloud-review-${width}.png`, fullPage: true });

    await gotoLivePage(page, `/study/learn${deckUrl.search}`);
    await expect(page.getByRole('button', { name: 'Read aloud (French)' })).toBeVisible();
    await page.getByRole('button', { name: 'Read aloud (French)' }).click();
    await expect
      .poll(async () => (await spoken(page)).at(-1))
      .toEqual({ text: expect.stringMatching(/\?$/), lang: 'fr' });

    // No German voice on this device: the button says so and cannot be pressed.
    await turnOnReadAloud(page, 'Deutsch (1)', 'Detected: German');
    const before = (await spoken(page)).length;
    await page.getByRole('link', { name: 'Review', exact: true }).click();
    await expect(page.getByRole('button', { name: 'No German voice on this device' })).toBeDisabled();
    await expectNoAxeViolations(page);
    expect((await spoken(page)).length).toBe(before);

    // Choosing French for the deck reads it with the French voice.
    await gotoLivePage(page, '/cards');
    await chooseDeck(page, 'Deutsch (1)');
    await expect(page.getByLabel('Read cards aloud')).toBeChecked();
    await page.getByLabel('Language of the cards').selectOption({ label: 'French' });
    await expect(page.getByLabel('Language of the cards')).toHaveValue('fr');
    await page.getByRole('link', { name: 'Review', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Read aloud (French)' })).toBeVisible();
    await expect.poll(async () => (await spoken(page)).at(-1)?.text).toMatch(/^Wie heißt/);
  });
}
