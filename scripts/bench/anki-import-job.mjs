// `node --expose-gc --import tsx scripts/bench/anki-import-job.mjs` (`npm run bench` runs it so, in its own process):
// generates, in a temporary directory that is removed afterwards, an Anki package of ANKI_NOTES Basic notes
// (30000), each card with two reviews, and ANKI_MEDIA_MB of PNG images (40: the package must stay within the
// 50 MB upload bound), imports it on Pro as a job (`keep` scheduling) into the server built from source on PGlite,
// and meanwhile asks GET /healthz and GET /api/card/list for another learner one after the other. Prints the
// job's total time, the process's peak RSS above the level before (sampled every 20 ms, PGlite's thread
// included) and the p50/p99 of the other requests; answers them as JSON on the last line.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/open-database.ts';
import { basicCollection, legacyPackage } from '../../apps/server/src/domains/cards/test/anki-fixtures.ts';
import { multipartBody, pngBytes } from '../../apps/server/test/helpers/upload-samples.ts';

const noteCount = Number(process.env.ANKI_NOTES ?? 30_000);
const mediaMb = Number(process.env.ANKI_MEDIA_MB ?? 40);
const imageBytes = 1024 * 1024;
const dayMs = 86_400_000;

/** A PNG of `size` bytes: the 1×1 image's bytes, then filler a reader ignores, each one different. */
const pngOf = (size, seed) => {
  const bytes = Buffer.alloc(size, seed % 251);
  pngBytes.copy(bytes);
  return bytes;
};

function largePackage() {
  const collection = basicCollection(noteCount, 'Medicine');
  const images = Math.floor(mediaMb);
  const media = {};
  for (let i = 0; i < images; i += 1) {
    media[`figure-${i}.png`] = pngOf(imageBytes, i);
    collection.notes[i].fields[1] += ` <img src="figure-${i}.png">`;
  }
  const start = Date.now() - 365 * dayMs;
  collection.revlog = collection.notes.flatMap((_, index) => [
    { id: start + index * 10, cid: index + 1, ease: 3, type: 0 },
    { id: start + 30 * dayMs + index * 10, cid: index + 1, ease: 3, type: 1 },
  ]);
  return legacyPackage(collection, 'collection.anki2', media);
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function signUpPro(app, database, email) {
  const signup = await app.inject({
    method: 'POST',
    url: '/api/user/signup',
    payload: { name: 'Bench', email, password: 'secret123' },
  });
  await database.withConnection((connection) => connection.exec(`UPDATE users SET plan = 1 WHERE email = '${email}'`));
  return `sid=${/sid=([^;]+)/.exec(String(signup.headers['set-cookie']))[1]}`;
}

/** Starts the import as the web app does and polls it to its end; answers the job and how soon the upload answered. */
async function importAsJob(app, cookie, bytes) {
  const started = performance.now();
  const body = multipartBody(
    { scheduling: 'keep' },
    { name: 'large.apkg', type: 'application/octet-stream', bytes, field: 'package' },
  );
  const start = await app.inject({
    method: 'POST',
    url: '/api/card/import/apkg/jobs',
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
  const answeredMs = performance.now() - started;
  let job = start.json();
  while (job.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 250));
    job = (await app.inject({ url: `/api/card/import/apkg/jobs/${job.id}`, headers: { cookie } })).json();
  }
  return { job, answeredMs, seconds: (performance.now() - started) / 1000 };
}

/** Runs `work` while sampling RSS and asking the other learner's requests in turn; answers both with its result. */
async function whileServing(app, cookie, work) {
  globalThis.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 20);
  const latencies = [];
  let working = true;
  const requests = (async () => {
    while (working) {
      for (const url of ['/healthz', '/api/card/list?limit=20']) {
        const started = performance.now();
        await app.inject({ url, headers: { cookie } });
        latencies.push(performance.now() - started);
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  try {
    return { result: await work(), latencies, rssGrowth: rssPeak - rssBefore };
  } finally {
    working = false;
    await requests;
    clearInterval(sampler);
  }
}

async function benchImportJob() {
  const scratch = mkdtempSync(path.join(tmpdir(), 'kurio-import-bench-'));
  try {
    const bytes = await largePackage();
    writeFileSync(path.join(scratch, 'large.apkg'), bytes);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: path.join(scratch, 'data') });
    const database = await openDatabase(config, () => {});
    const app = await buildApp({ config, database });
    await app.ready();
    const importer = await signUpPro(app, database, 'importer@example.com');
    const other = await signUpPro(app, database, 'other@example.com');
    await app.inject({
      method: 'POST',
      url: '/api/card/create',
      headers: { cookie: other },
      payload: { cards: Array.from({ length: 50 }, (_, i) => ({ question: `Q${i}`, answer: `A${i}` })) },
    });
    const { result, latencies, rssGrowth } = await whileServing(app, other, () => importAsJob(app, importer, bytes));
    await app.close();
    const { job, answeredMs, seconds } = result;
    if (job.status !== 'done') throw new Error(`the import ended ${job.status}: ${job.message}`);
    return {
      notes: noteCount,
      mediaMb: Math.floor(mediaMb),
      cards: job.result.imported,
      reviews: job.result.reviews.imported,
      answeredMs: Math.round(answeredMs),
      seconds: Number(seconds.toFixed(1)),
      rssGrowthMb: Math.round(rssGrowth / 1e6),
      otherRequests: latencies.length,
      otherP50Ms: Number(percentile(latencies, 50).toFixed(1)),
      otherP99Ms: Number(percentile(latencies, 99).toFixed(1)),
    };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchImportJob();
  console.log(
    `${result.notes} notes, ${result.mediaMb} MB of images: answered in ${result.answeredMs} ms, imported ` +
      `${result.cards} cards and ${result.reviews} reviews in ${result.seconds} s; RSS +${result.rssGrowthMb} MB; ` +
      `${result.otherRequests} other requests meanwhile, p50 ${result.otherP50Ms} ms, p99 ${result.otherP99Ms} ms`,
  );
  console.log(JSON.stringify(result));
}
