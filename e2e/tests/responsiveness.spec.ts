import { createRequire } from 'node:module';
import { type Browser, expect as baseExpect, devices, type Page, test } from '@playwright/test';
import { installFakeSpeech } from './fake-speech';
import { gotoLivePage } from './live-page';
import { signUp } from './sign-up';

/**
 * Interaction to Next Paint of what learners repeat, measured with the web-vitals library's INP (its attribution
 * build) in Debian's Chromium with the CPU slowed 4×, Lighthouse's phone on a host whose BenchmarkIndex is 1,750
 * or more (CPU_SLOWDOWN overrides it on a slower host: `npm run bench` prints the host's index and the slowdown
 * it calibrates to). Each screen is opened afresh, so its INP is the slowest of those interactions alone; each is
 * visited three times, in a new browser context each, and the median visit counts.
 */

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 240_000 });

/**
 * The budget is 100 ms (docs/architecture.md §7) and BENCHMARKS.md reports each figure against it. The suite fails
 * when the median of three visits passes 300 ms: one visit of the same build on this two-core machine measured from
 * 104 to 264 ms, so a line at web.dev's 200 ms "good" failed runs with no change at all, while a page that doubles
 * its usual 110–170 ms still fails here.
 */
const inpCeilingMs = 300;
const cpuSlowdown = Number(process.env.CPU_SLOWDOWN ?? 4);
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
      await page.getByRole('button', { name: 'Show answer' }).click();
      await page.getByRole('button', { name: /^4 / }).click();
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
      await controls.getByRole('button', { name: 'Play' }).click();
      await expect(controls.getByRole('button', { name: 'Pause' })).toBeVisible();
      await controls.getByRole('button', { name: 'Forward 10 seconds' }).click();
      await controls.getByRole('button', { name: 'Pause' }).click();
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
      await episode(number).click();
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
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByTestId('transcript')).toHaveText(text);
      await expect(input).toHaveValue('');
    }
  });
  expect(median).toBeLessThanOrEqual(inpCeilingMs);
});
