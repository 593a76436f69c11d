// Mobile Lighthouse scores (performance, accessibility, best practices, SEO) for every screen of
// docs/architecture.md §7, against the built server (`npm run build` first) on a fresh data directory. Public
// screens are measured signed out; then the browser signs up through the form (which signs it in), seeds what
// the personal screens show, and Lighthouse measures the signed-in screens in that same browser, with its
// cookies. Each page is first served once (a running server has compressed and JIT-compiled it long before a
// visitor comes), then measured LIGHTHOUSE_RUNS times (3); the row is the run with the median performance score,
// as Lighthouse's docs advise for its run-to-run variance, with the range beside it.
// Alone: `node scripts/bench/lighthouse.mjs` prints a table (LIGHTHOUSE_ROUTES=/kids,/cards measures only those;
// LIGHTHOUSE_REPORT_DIR=dir keeps each median run's full JSON report for its diagnostics); `run.mjs` imports
// `lighthouseScores`.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { calibrateCpu } from './calibrate.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const runsPerPage = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** Every screen, by the path to open; `signedIn` screens are measured signed in, `seo` only on public ones. */
export const lighthouseRoutes = [
  ...[
    '/',
    '/landing',
    '/kids',
    '/pricing',
    '/login',
    '/signup',
    '/lessons',
    '/learn/1',
    '/features',
    '/privacy',
    '/interview-guide',
    '/no-such-page',
  ].map((route) => ({ route, signedIn: false })),
  ...[
    '/dashboard',
    '/generate',
    '/cards',
    '/card/:id',
    '/review',
    '/study/learn',
    '/study/test',
    '/membership',
    '/home',
    '/library',
    '/quest/peter-rabbit',
    '/beta',
    '/beta/friend',
    '/beta/p',
    '/create',
    '/settings',
  ].map((route) => ({ route, signedIn: true })),
];

// The end-to-end suite's flags: this machine has no GPU, no sandbox and no internet.
const chromeFlags = JSON.parse(readFileSync(path.join(root, 'e2e/chromium-args.json'), 'utf8'));

async function waitFor(url) {
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

async function startServer(port) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kurio-lighthouse-'));
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${port}/healthz`).catch((error) => {
    child.kill('SIGTERM');
    throw error;
  });
  return {
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Signs up through the form, as a learner would, then seeds through the API what the personal screens show:
 * cards to list and review, and an active quest. Returns the id of a card, for `/card/:id`.
 */
async function signIn(page, origin) {
  await page.goto(`${origin}/signup`, { waitUntil: 'load' });
  await page.locator('input[name="name"]').fill('Lighthouse Learner');
  await page.locator('input[name="email"]').fill(`lighthouse-${Date.now()}@example.com`);
  await page.locator('input[name="password"]').fill('measured-while-signed-in');
  await page.locator('button[type="submit"]').click();
  await page.waitForSelector('[aria-label^="Account menu for"]', { timeout: 60_000 });
  return page.evaluate(async () => {
    const post = async (url, body) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
      return response.json();
    };
    const topics = ['photosynthesis', 'compound interest', 'the water cycle', 'prime numbers', 'the Roman Empire'];
    const { cards } = await post('/api/card/create', {
      cards: topics.map((topic) => ({ question: `What is **${topic}**?`, answer: `A short answer about ${topic}.` })),
    });
    await post('/api/quest/active', { bookId: 'peter-rabbit' });
    return cards[0].id;
  });
}

/** Serves the page once, compressed as a browser asks for it. */
const warm = (url) =>
  fetch(url, { headers: { 'accept-encoding': 'br, gzip' } }).then((response) => response.arrayBuffer());

const score = (category) => (category.score === null ? null : Math.round(category.score * 100));

/** A new device for a signed-in learner: the sign-in stays, the service worker and every cache go. */
async function forgetOfflineCopies(page, origin) {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
  await cdp.detach();
}

async function measure(page, url, signedIn, cpuSlowdownMultiplier) {
  const flags = {
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', ...(signedIn ? [] : ['seo'])],
    // A first visit: public routes with storage reset as Lighthouse does; signed-in routes keep the sign-in
    // cookie, and forgetOfflineCopies clears the rest before each run.
    disableStorageReset: signedIn,
    throttling: { cpuSlowdownMultiplier },
  };
  const runs = [];
  for (let run = 0; run < runsPerPage; run++) {
    if (signedIn) await forgetOfflineCopies(page, new URL(url).origin);
    let result = await lighthouse(url, flags, undefined, page);
    // A navigation that fails (Chromium shows an interstitial now and then on a busy machine) gets one retry.
    if (result.lhr.runtimeError) result = await lighthouse(url, flags, undefined, page);
    runs.push(result.lhr);
  }
  runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  const lhr = runs[Math.floor(runs.length / 2)];
  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    writeFileSync(
      path.join(reportDir, `${new URL(url).pathname.slice(1).replaceAll('/', '-') || 'home'}.json`),
      JSON.stringify(lhr),
    );
  }
  const failed = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
    .map((audit) => audit.id);
  return {
    performance: score(lhr.categories.performance),
    'performance range': `${score(runs[0].categories.performance)}–${score(runs.at(-1).categories.performance)}`,
    accessibility: score(lhr.categories.accessibility),
    'best practices': score(lhr.categories['best-practices']),
    seo: signedIn ? '—' : score(lhr.categories.seo),
    'FCP ms': Math.round(lhr.audits['first-contentful-paint'].numericValue),
    'LCP ms': Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    'TBT ms': Math.round(lhr.audits['total-blocking-time'].numericValue),
    CLS: Math.round(lhr.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    failed: lhr.runtimeError?.code ?? failed.join(' '),
  };
}

/** Runs mobile Lighthouse on each route as a first visit, its CPU slowdown calibrated to this host. */
export async function lighthouseScores({ port = 3902, only } = {}) {
  const routes = lighthouseRoutes.filter(({ route }) => !only || only.includes(route));
  const origin = `http://127.0.0.1:${port}`;
  const server = await startServer(port);
  let browser;
  try {
    browser = await puppeteer.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: chromeFlags,
    });
    const page = await browser.newPage();
    // One calibration run on the home page reads the host's BenchmarkIndex.
    const { benchmarkIndex, cpuSlowdown } = await calibrateCpu(page, `${origin}/`);
    console.info(`Lighthouse BenchmarkIndex ${benchmarkIndex}: CPU slowdown ${cpuSlowdown}× (first visits)`);
    const results = [];
    let cardId;
    // Signed-out screens first: signing in is for the rest of the browser's life.
    for (const { route, signedIn } of [...routes].sort((a, b) => a.signedIn - b.signedIn)) {
      if (signedIn && cardId === undefined) cardId = await signIn(page, origin);
      const url = `${origin}${route.replace(':id', String(cardId))}`;
      // A kept-alive connection the server closed while idle fails the first request on it: ask again.
      await warm(url).catch(() => warm(url));
      results.push({ route, benchmarkIndex, cpuSlowdown, ...(await measure(page, url, signedIn, cpuSlowdown)) });
    }
    return results;
  } finally {
    await browser?.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = process.env.LIGHTHOUSE_ROUTES?.split(',');
  console.table(await lighthouseScores({ port: Number(process.env.LIGHTHOUSE_PORT ?? 3902), only }));
}
