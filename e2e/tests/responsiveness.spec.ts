import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, expect as baseExpect, devices, type Locator, type Page, test } from '@playwright/test';
import puppeteer from 'puppeteer-core';
import { calibrateCpu } from '../../scripts/bench/calibrate.mjs';
import { installFakeSpeech } from './fake-speech';
import { gotoLivePage } from './live-page';
import { signUp } from './sign-up';

/**
 * Interaction to Next Paint of what learners repeat, measured with the web-vitals library's INP (its attribution
 * build) in Debian's Chromium with the CPU slowed as Lighthouse's phone on this host: one Lighthouse run reads the
 * host's BenchmarkIndex first, as `npm run bench` does (CPU_SLOWDOWN sets the slowdown instead). Each screen is
 * opened afresh, so its INP is the slowest of those interactions alone; each is visited three times, in a new
 * browser context each, and the median visit counts.
 */

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

/**
 * The budget is 100 ms (docs/architecture.md §7) and BENCHMARKS.md reports each figure against it. The suite fails
 * when the median of three visits passes web.dev's 500 ms line for "poor": the same build's lesson visits measured
 * 224–392 ms (median 384) at 4× on one two-core host and 136–208 ms at 2.99× on another, so a line at 300 ms failed
 * runs with no change at all, while a page that doubles its usual figures still fails here.
 */
const inpCeilingMs = 500;
let cpuSlowdown = Number(process.env.CPU_SLOWDOWN);
const webVitals = createRequire(import.meta.url).resolve('web-vitals/attribution');

interface InpReading {
  value: number;
  target: string;
  inputDelay: number;
  processingDuration: number;
  presentationDelay: number;
}
declare global {
  interface Window {
    __inp?: InpReading;
    webVitals?: {
      onINP: (
        callback: (metric: {
          value: number;
          attribution: Omit<InpReading, 'value'> & { interactionTarget: string };
        }) => void,
        options: { reportAllChanges: boolean; durationThreshold: number },
      ) => void;
    };
  }
}

async function watchInp(page: Page) {
  await page.addInitScript({ path: webVitals });
  await page.addInitScript(() => {
    window.webVitals?.onINP(
      ({ value, attribution }) => {
        window.__inp = {
          value,
          target: attribution.interactionTarget,
          inputDelay: attribution.inputDelay,
          processingDuration: attribution.processingDuration,
          presentationDelay: attribution.presentationDelay,
        };
      },
      // 16 ms is the Event Timing API's floor: anything faster is under every budget.
      { reportAllChanges: true, durationThreshold: 16 },
    );
  });
}

test.beforeAll(async ({ baseURL }) => {
  if (cpuSlowdown) return;
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: JSON.parse(readFileSync(new URL('../chromium-args.json', import.meta.url), 'utf8')),
  });
  try {
    const calibration = await calibrateCpu(await browser.newPage(), `${baseURL}/`);
    cpuSlowdown = calibration.cpuSlowdown;
    console.info(`Lighthouse BenchmarkIndex ${calibration.benchmarkIndex}: CPU slowdown ${cpuSlowdown}×`);
  } finally {
    await browser.close();
  }
});

async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
}

/** The slowest interaction so far on this page, as web-vitals reports it. */
async function inp(page: Page, label: string): Promise<number> {
  // The last interaction's paint must have happened before its entry is read.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  const reading = await page.evaluate(() => window.__inp);
  // At the phone's CPU every one of these interactions takes longer than the 16 ms floor, so no reading means the
  // measurement itself failed, not a fast page.
  expect(reading, `web-vitals reported no INP for ${label}`).toBeDefined();
  const { value, target, inputDelay, processingDuration, presentationDelay } = reading!;
  console.info(
    `INP ${label}: ${Math.round(value)} ms at ${cpuSlowdown}× CPU (${target}: input delay ${Math.round(inputDelay)}, processing ${Math.round(processingDuration)}, presentation ${Math.round(presentationDelay)} ms)`,
  );
  return value;
}

const visits = 3;

/**
 * Clicks as a learner does: then looks at what the click showed before anything else happens. Playwright finds
 * elements with scripts in the page's main thread, and `locator.click()` listens to the click's own events in the
 * page to check what it hit, so both would run inside the interaction and count as the page's slowness: the
 * element is found first, a frame passes, and the mouse clicks its middle (decision 191).
 */
async function tap(locator: Locator) {
  const page = locator.page();
  const box = await locator.boundingBox();
  expect(box, 'the element to tap is on screen').not.toBeNull();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
  await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
  await page.waitForTimeout(300);
}

/** The median INP of three visits, each in a new context, of what `visit` does on a page it is handed. */
async function medianInp(browser: Browser, label: string, visit: (page: Page) => Promise<void>): Promise<number> {
  const readings: number[] = [];
  for (let time = 0; time < visits; time++) {
    const context = await browser.newContext({
      ...devices['Desktop Chrome'],
      baseURL: test.info().project.use.baseURL,
    });
    const page = await context.newPage();
    await watchInp(page);
    await visit(page);
    readings.push(await inp(page, label));
    await context.close();
  }
  const median = readings.sort((a, b) => a - b)[Math.floor(visits / 2)]!;
  console.info(`INP ${label}: median ${Math.round(median)} ms of ${readings.map(Math.round).join(', ')}`);
  return median;
}

test('review: show answer and rate', async ({ browser }) => {
  const median = await medianInp(browser, '/review show answer and rate', async (page) => {
    await signUp(page);
    const cards = Array.from({ length: 6 }, (_, i) => ({ question: `Question ${i + 1}?`, answer: `Answer ${i + 1}` }));
    expect((await page.request.post('/api/card/create', { data: { cards } })).status()).toBe(200);
    await gotoLivePage(page, '/review');
    await expect(page.getByText(/^#\d+$/)).toBeVisible();
    await slowCpu(page);
    for (let turn = 0; turn < 5; turn++) {
      const id = await page.getByText(/^#\d+$/).textContent();
      await tap(page.getByRole('button', { name: 'Show answer' }));
      await tap(page.getByRole('button', { name: /^4 / }));
      await expect(page.getByText(/^#\d+$/)).not.toHaveText(id!);
    }
  });
  expect(median).toBeLessThanOrEqual(inpCeilingMs);
});

test('lesson: play, pause and seek', async ({ browser }) => {
  const median = await medianInp(browser, '/learn/1 play, pause and seek', async (page) => {
    await gotoLivePage(page, '/learn/1');
    const controls = page.getByRole('group', { name: 'Audio controls' });
    await expect(controls.getByRole('button', { name: 'Play' })).toBeEnabled();
    await slowCpu(page);
    for (let turn = 0; turn < 3; turn++) {
      await tap(controls.getByRole('button', { name: 'Play' }));
      await expect(controls.getByRole('button', { name: 'Pause' })).toBeVisible();
      await tap(controls.getByRole('button', { name: 'Forward 10 seconds' }));
      await tap(controls.getByRole('button', { name: 'Pause' }));
      await expect(controls.getByRole('button', { name: 'Play' })).toBeVisible();
    }
  });
  expect(median).toBeLessThanOrEqual(inpCeilingMs);
});

test('quest: tick an episode', async ({ browser }) => {
  const median = await medianInp(browser, '/quest/:id tick an episode', async (page) => {
    await signUp(page);
    await gotoLivePage(page, '/library');
    await page.getByRole('button', { name: 'Start Quest: The Tale of Peter Rabbit' }).click();
    await expect(page).toHaveURL('/quest/peter-rabbit');
    const episode = (number: number) => page.getByRole('checkbox', { name: new RegExp(`^Episode ${number}: `) });
    await expect(episode(1)).toBeVisible();
    await slowCpu(page);
    for (const number of [1, 2, 3]) {
      await tap(episode(number));
      await expect(episode(number)).toBeChecked();
    }
  });
  expect(median).toBeLessThanOrEqual(inpCeilingMs);
});

test('companion: send a message', async ({ browser }) => {
  const median = await medianInp(browser, '/beta/friend send', async (page) => {
    await page.addInitScript(installFakeSpeech, { recognition: false });
    await signUp(page);
    await gotoLivePage(page, '/beta/friend');
    const input = page.getByLabel('Type what you want to say');
    await expect(input).toBeVisible();
    await slowCpu(page);
    for (const text of ['Why is the sky blue?', 'I like dinosaurs', 'How do bees make honey?']) {
      await input.fill(text);
      await tap(page.getByRole('button', { name: 'Send' }));
      await expect(page.getByTestId('transcript')).toHaveText(text);
      await expect(input).toHaveValue('');
    }
  });
  expect(median).toBeLessThanOrEqual(inpCeilingMs);
});
