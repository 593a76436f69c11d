// Mobile Lighthouse scores (performance, accessibility, best practices, SEO) for the marketing pages and
// /lessons, against the built server (`npm run build` first) on a fresh data directory. Each page is first served
// once (a running server has compressed and JIT-compiled it long before a visitor comes), then measured
// LIGHTHOUSE_RUNS times (3); the row is the run with the median performance score, as Lighthouse's own docs advise
// for its run-to-run variance, with the range beside it.
// Alone: `node scripts/bench/lighthouse.mjs` prints a table; `run.mjs` imports `lighthouseScores`.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '../..');
export const lighthousePages = ['/', '/landing', '/pricing', '/login', '/lessons'];
const runsPerPage = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

// The end-to-end suite's flags: this machine has no GPU, no sandbox and no internet.
const chromeFlags = ['--headless=new', ...JSON.parse(readFileSync(path.join(root, 'e2e/chromium-args.json'), 'utf8'))];

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

const score = (category) => Math.round(category.score * 100);

/** Runs mobile Lighthouse (its default form factor and simulated throttling) on each page. */
export async function lighthouseScores({ port = 3902 } = {}) {
  const server = await startServer(port);
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags,
  });
  try {
    const results = [];
    for (const page of lighthousePages) {
      const url = `http://127.0.0.1:${port}${page}`;
      await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } }).then((response) => response.arrayBuffer());
      const flags = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      };
      const runs = [];
      for (let run = 0; run < runsPerPage; run++) {
        let { lhr } = await lighthouse(url, flags);
        // A navigation that fails (Chromium shows an interstitial now and then on a busy machine) gets one retry.
        if (lhr.runtimeError) ({ lhr } = await lighthouse(url, flags));
        runs.push(lhr);
      }
      runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
      const lhr = runs[Math.floor(runs.length / 2)];
      const failed = Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
        .map((audit) => audit.id);
      results.push({
        page,
        performance: score(lhr.categories.performance),
        'performance range': `${score(runs[0].categories.performance)}–${score(runs.at(-1).categories.performance)}`,
        accessibility: score(lhr.categories.accessibility),
        'best practices': score(lhr.categories['best-practices']),
        seo: score(lhr.categories.seo),
        'LCP ms': Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        'TBT ms': Math.round(lhr.audits['total-blocking-time'].numericValue),
        failed: lhr.runtimeError?.code ?? failed.join(' '),
      });
    }
    return results;
  } finally {
    await chrome.kill();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await lighthouseScores({ port: Number(process.env.LIGHTHOUSE_PORT ?? 3902) }));
}
