// `node --expose-gc --import tsx scripts/bench/anki-import-job.mjs` (`npm run bench` runs it so, in its own process):
// writes (in a child process), in a temporary directory that is removed afterwards, an Anki package of ANKI_NOTES Basic notes (30000),
// each card with two reviews, and ANKI_MEDIA_MB (1024) images of 1 MB each (anki-large-package.ts), uploads it from
// disk over HTTP with curl to the server built from source on PGlite, on Pro, as a job (`keep` scheduling), and meanwhile asks
// GET /healthz and GET /api/card/list for another learner one after the other. Prints the job's total time (upload
// included), the process's peak RSS above the level before (sampled every 20 ms, PGlite's and the package reader's
// threads included) and the p50/p99 of the other requests; answers them as JSON on the last line. ANKI_TRACE=1
// prints the job's stage and RSS at each poll.
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/open-database.ts';
import { writeLargePackage } from '../../apps/server/src/domains/cards/test/anki-large-package.ts';

const noteCount = Number(process.env.ANKI_NOTES ?? 30_000);
const mediaMb = Number(process.env.ANKI_MEDIA_MB ?? 1024);
/** ANKI_TRACE=1: the job's stage and the process's RSS on stderr at every poll, to see where memory goes. */
const trace = process.env.ANKI_TRACE === '1';
const execFileAsync = promisify(execFile);

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

/**
 * POSTs the package file as the web app's form does, from another process (curl, streaming it from disk), so the
 * client's buffers are not counted in this process's RSS; answers the status and JSON body.
 */
async function uploadPackage(origin, cookie, file) {
  const { stdout } = await execFileAsync(
    'curl',
    [
      '--silent',
      '--show-error',
      ...['--header', `cookie: ${cookie}`, '--header', 'Expect:'],
      ...['--form', 'scheduling=keep', '--form', `package=@${file};type=application/octet-stream;filename=large.apkg`],
      ...['--write-out', '\n%{http_code}', `${origin}/api/card/import/apkg/jobs`],
    ],
    { maxBuffer: 1024 * 1024 },
  );
  const lines = stdout.trimEnd().split('\n');
  return { status: Number(lines.at(-1)), body: JSON.parse(lines.slice(0, -1).join('\n')) };
}

/** Starts the import as the web app does and polls it to its end; answers the job and how soon the upload answered. */
async function importAsJob(app, origin, cookie, file) {
  const started = performance.now();
  const start = await uploadPackage(origin, cookie, file);
  if (start.status !== 200) throw new Error(`the upload was answered ${start.status}: ${JSON.stringify(start.body)}`);
  const answeredMs = performance.now() - started;
  let job = start.body;
  while (job.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 250));
    job = (await app.inject({ url: `/api/card/import/apkg/jobs/${job.id}`, headers: { cookie } })).json();
    if (trace) {
      const at = ((performance.now() - started) / 1000).toFixed(1);
      console.error(
        `${at} s ${job.stage} ${job.done}/${job.total}: RSS ${Math.round(process.memoryUsage().rss / 1e6)} MB`,
      );
    }
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
    if (trace) console.error(`RSS before: ${Math.round(rssBefore / 1e6)} MB`);
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
    const file = path.join(scratch, 'large.apkg');
    // Written by a child process: building a gigabyte here would leave this process's RSS (the level the import's
    // growth is measured from) as high or as low as its allocator happens to return.
    const writer = spawnSync(process.execPath, [...process.execArgv, import.meta.filename, '--write-package', file], {
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
    });
    if (writer.status !== 0) throw new Error(`writing the package failed (exit ${writer.status})`);
    const size = Number(writer.stdout.trim());
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: path.join(scratch, 'data') });
    const database = await openDatabase(config, () => {});
    const app = await buildApp({ config, database });
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    const importer = await signUpPro(app, database, 'importer@example.com');
    const other = await signUpPro(app, database, 'other@example.com');
    await app.inject({
      method: 'POST',
      url: '/api/card/create',
      headers: { cookie: other },
      payload: { cards: Array.from({ length: 50 }, (_, i) => ({ question: `Q${i}`, answer: `A${i}` })) },
    });
    const { result, latencies, rssGrowth } = await whileServing(app, other, () =>
      importAsJob(app, origin, importer, file),
    );
    const [stored] = await database.withConnection((connection) =>
      connection.query('SELECT count(*)::int AS images, coalesce(sum(size_bytes), 0)::bigint AS bytes FROM card_media'),
    );
    await app.close();
    const { job, answeredMs, seconds } = result;
    if (job.status !== 'done') throw new Error(`the import ended ${job.status}: ${job.message}`);
    return {
      notes: noteCount,
      mediaMb: Math.floor(mediaMb),
      packageMb: Math.round(size / 1024 / 1024),
      imagesStored: stored.images,
      imagesStoredMb: Math.round(Number(stored.bytes) / 1024 / 1024),
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

if (process.argv[2] === '--write-package') {
  console.log(await writeLargePackage(process.argv[3], { noteCount, mediaMb }));
} else if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchImportJob();
  console.log(
    `${result.notes} notes, ${result.mediaMb} MB of images (a ${result.packageMb} MB package): upload answered in ` +
      `${result.answeredMs} ms, imported ${result.cards} cards, ${result.reviews} reviews and ${result.imagesStored} ` +
      `images (${result.imagesStoredMb} MB) in ${result.seconds} s; RSS +${result.rssGrowthMb} MB; ` +
      `${result.otherRequests} other requests meanwhile, p50 ${result.otherP50Ms} ms, p99 ${result.otherP99Ms} ms`,
  );
  console.log(JSON.stringify(result));
}
