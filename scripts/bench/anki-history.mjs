// `node --import tsx scripts/bench/anki-history.mjs`: imports an Anki package of 10,000 cards with 100,000
// review-log entries (10 a card, 90 days apart) into the server built from source, on PGlite in a fresh
// data directory, starting fresh (history left behind) and rescheduling from the history on Pro, twice each.
// Prints the time and the process's peak resident memory (RSS, sampled every 20 ms, PGlite's thread included)
// and peak JS heap during each, above what the process held just before. Env: ANKI_CARDS (10000),
// ANKI_REVIEWS_PER_CARD (10).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/open-database.ts';
import { basicCollection, legacyPackage } from '../../apps/server/src/domains/cards/test/anki-fixtures.ts';
import { multipartBody } from '../../apps/server/test/helpers/upload-samples.ts';

const cardCount = Number(process.env.ANKI_CARDS ?? 10_000);
const perCard = Number(process.env.ANKI_REVIEWS_PER_CARD ?? 10);
const dayMs = 86_400_000;

/** A legacy .apkg: Basic notes, one card each, and `perCard` reviews per card, 90 days apart, in the past. */
function historyPackage() {
  const start = Date.now() - 3 * 365 * dayMs;
  const collection = basicCollection(cardCount, 'History');
  collection.revlog = Array.from({ length: cardCount * perCard }, (_, index) => {
    const [cid, r] = [Math.floor(index / perCard) + 1, index % perCard];
    // Each card a second after the one before: every id distinct.
    return { id: start + r * 90 * dayMs + cid * 1000, cid, ease: r % 7 === 3 ? 1 : 3, type: r === 0 ? 0 : 1 };
  });
  return legacyPackage(collection);
}

/** Runs `work` while sampling memory; answers its time and peaks above the level just before it. */
async function measured(work) {
  globalThis.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 20);
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(timer);
  const mb = (bytes) => Math.round(bytes / 1e6);
  return {
    result,
    seconds,
    rssBefore: mb(before.rss),
    rssPeak: mb(peakRss),
    heapAbove: mb(peakHeap - before.heapUsed),
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'kurio-anki-bench-'));
try {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const database = await openDatabase(config, () => {});
  const app = await buildApp({ config, database });
  await app.ready();
  const bytes = await historyPackage();
  console.log(
    `package: ${cardCount} cards, ${cardCount * perCard} revlog entries, ${(bytes.length / 1e6).toFixed(1)} MB`,
  );
  // Each twice, in turn: the first pair also pays for compiling sql.js and warming the code.
  for (const [turn, scheduling] of ['fresh', 'reschedule', 'fresh', 'reschedule'].entries()) {
    const email = `bench-${turn}@example.com`;
    const signup = await app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: { name: 'Bench', email, password: 'secret123' },
    });
    const sid = /sid=([^;]+)/.exec(String(signup.headers['set-cookie']))[1];
    await database.withConnection((connection) =>
      connection.exec(`UPDATE users SET plan = 1 WHERE email = '${email}'`),
    );
    const body = multipartBody(
      { scheduling },
      { name: 'history.apkg', type: 'application/octet-stream', bytes, field: 'package' },
    );
    const run = await measured(() =>
      app.inject({
        method: 'POST',
        url: '/api/card/import/apkg',
        headers: { cookie: `sid=${sid}`, ...body.headers },
        payload: body.payload,
      }),
    );
    const answer = run.result.json();
    if (run.result.statusCode !== 200) throw new Error(`import failed: ${run.result.body}`);
    console.log(
      `${scheduling}: ${answer.imported} cards, ${answer.reviews.imported} reviews imported in ${run.seconds.toFixed(1)} s; ` +
        `RSS ${run.rssBefore} MB before, peak ${run.rssPeak} MB; JS heap peak ${run.heapAbove} MB above before`,
    );
  }
  await app.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
