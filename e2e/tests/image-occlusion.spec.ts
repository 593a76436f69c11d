import { expect as baseExpect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { gotoLivePage } from './live-page';
import { waitForServiceWorker } from './service-worker';
import { signUp } from './sign-up';
import { createNotes } from './study-cards';

// The machine is shared: allow for a slow first request (PGlite warm-up, argon2 under load).
const expect = baseExpect.configure({ timeout: 30_000 });

/** A PNG drawn in the page (a coloured picture with a shape), as a learner's diagram would be uploaded. */
async function pngOf(page: Page, colour: string) {
  const base64 = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 400;
    const context = canvas.getContext('2d')!;
    context.fillStyle = fill;
    context.fillRect(0, 0, 600, 400);
    context.fillStyle = '#ffffff';
    context.beginPath();
    context.arc(300, 200, 120, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png').split(',')[1]!;
  }, colour);
  return { name: 'diagram.png', mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));

async function press(page: Page, key: string, times: number) {
  for (let step = 0; step < times; step++) await page.keyboard.press(key);
}

/** An image loaded in full: its pixels are there, from the network or the service worker's cache. */
async function expectLoaded(page: Page, name: string) {
  const image = page.getByRole('img', { name });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(600);
}

for (const width of [1280, 375]) {
  test(`at ${width} px: an image occlusion note drawn with the keyboard is reviewed area by area`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    await signUp(page);
    const [card] = await createNotes(page, [{ question: 'Parts of the heart', answer: 'Anatomy' }]);

    await gotoLivePage(page, `/card/${card!.id}`);
    await page.getByLabel('Card type').selectOption('occlusion');
    await page.locator('input[type="file"]').setInputFiles(await pngOf(page, '#c92a2a'));
    await expectLoaded(page, 'The image to hide areas of');
    // No area yet: refused with the reason, and nothing is saved.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Draw at least one area to hide' })).toBeVisible();
    await expect(page).toHaveURL(`/card/${card!.id}`);

    // Keyboard only: "Add area", then arrows move it and Shift+arrows resize it.
    await page.getByRole('button', { name: 'Add area' }).focus();
    await page.keyboard.press('Enter');
    await press(page, 'ArrowLeft', 20);
    await press(page, 'ArrowUp', 20);
    await press(page, 'Shift+ArrowRight', 5);
    expect(await focusedName(page)).toBe('Area 1: left 20%, top 20%, width 25%, height 20%');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Add area' })).toBeFocused();
    await page.keyboard.press('Enter');
    await press(page, 'ArrowRight', 20);
    await press(page, 'ArrowDown', 20);
    expect(await focusedName(page)).toBe('Area 2: left 60%, top 60%, width 20%, height 20%');
    // A pointer draws one by dragging over the image; Delete takes it out again.
    const box = (await page.getByRole('img', { name: 'The image to hide areas of' }).boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.05, box.y + box.height * 0.7);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.9, { steps: 4 });
    await page.mouse.up();
    await expect(page.getByText('3 areas, 3 cards')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Area 3:/ })).toBeFocused();
    await page.keyboard.press('Delete');
    await expect(page.getByText('2 areas, 2 cards')).toBeVisible();
    await page.getByLabel('Hide all, reveal one').check();
    await page.getByLabel('Extra (markdown, optional)').fill('Left and right ventricles');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`occlusion-editor-${width}.png`), fullPage: true });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL('/cards');
    await expect(page.getByText('Showing 2 of 2 cards')).toBeVisible();

    await gotoLivePage(page, '/review');
    await expect(page.getByRole('heading', { name: 'Image occlusion: what is hidden? (area 1 of 2)' })).toBeVisible();
    await expectLoaded(page, 'The image of this card');
    await expect(page.getByText('What is under the orange area?')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`occlusion-review-${width}.png`), fullPage: true });
    await page.keyboard.press('Space');
    await expect(page.getByText('The outlined area was hidden.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Answer', exact: true })).toContainText('Left and right ventricles');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`occlusion-answer-${width}.png`), fullPage: true });
    await page.keyboard.press('3');
    // The other area's card is a sibling: buried until tomorrow.
    await expect(page.getByRole('heading', { name: 'All caught up!' })).toBeVisible();
  });
}

test('offline, with the service worker, an occlusion card shows its image though it was never shown online; logging out forgets it', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await signUp(page);
  const images: string[] = [];
  for (const colour of ['#1864ab', '#2b8a3e']) {
    const form = { image: await pngOf(page, colour) };
    images.push((await (await page.request.post('/api/card/image', { multipart: form })).json()).url);
  }
  const notes = images.map((image) => ({
    type: 'occlusion',
    question: JSON.stringify({ image, mode: 'hideOne', header: '', areas: [[1, 0.1, 0.1, 0.3, 0.3]] }),
    answer: '',
  }));
  await createNotes(page, notes);

  await gotoLivePage(page, '/review');
  await waitForServiceWorker(page);
  // Now that the worker controls the page, the review keeps the images of the cards it keeps.
  await page.reload();
  await expectLoaded(page, 'The image of this card');
  await expect(page.getByRole('status').filter({ hasText: /sync/i })).toHaveText('All synced');
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('kurio-card-images')).keys()).length))
    .toBe(2);

  await context.setOffline(true);
  await page.reload();
  await expectLoaded(page, 'The image of this card');
  await page.keyboard.press('Space');
  await page.keyboard.press('4');
  // The second card's image was never on screen: it comes from what the device kept.
  await expect(page.getByRole('img', { name: 'The image of this card' })).toHaveAttribute('src', images[1]!);
  await expectLoaded(page, 'The image of this card');

  // The images are the learner's: logging out forgets them.
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Account menu for Casey Cards' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).includes('kurio-card-images'))).toBe(false);
});

test('Learn and the practice test say how many occlusion cards they leave out, and why', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signUp(page);
  const form = { image: await pngOf(page, '#1864ab') };
  const image = (await (await page.request.post('/api/card/image', { multipart: form })).json()).url;
  const areas = [
    [1, 0.1, 0.1, 0.3, 0.3],
    [2, 0.5, 0.5, 0.3, 0.3],
  ];
  await createNotes(
    page,
    [
      { type: 'occlusion', question: JSON.stringify({ image, mode: 'hideOne', header: '', areas }), answer: '' },
      { question: 'Capital of France?', answer: 'Paris' },
      { question: 'Capital of Italy?', answer: 'Rome' },
    ],
    'Mixed',
  );
  const decks = (await (await page.request.get('/api/card/decks')).json()).decks as { id: number }[];
  const leftOut =
    '2 image occlusion cards are left out: their answer is a place on an image, which choices and typed answers cannot ask.';

  await gotoLivePage(page, `/study/learn?deckId=${decks[0]!.id}`);
  await expect(page.getByRole('note')).toContainText(leftOut);
  await expect(page.getByText('0 of 2 learned · 0 chosen right')).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`learn-occlusion-left-out-${width}.png`), fullPage: true });
  }
  await gotoLivePage(page, `/study/test?deckId=${decks[0]!.id}`);
  await expect(page.getByRole('note')).toContainText(leftOut);
  await expect(page.getByRole('button', { name: 'Start the test' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('test-occlusion-left-out-1280.png'), fullPage: true });
  await page.getByRole('link', { name: 'Review them' }).click();
  await expect(page).toHaveURL(`/review?deckId=${decks[0]!.id}`);
});
