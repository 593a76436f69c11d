// Request latency while FSRS trains (issue 37, docs/decisions/136 and 159): the server in this process on PGlite,
// one Pro learner with a simulated history of 50,000 reviews, and a load generator in a worker thread that keeps
// 8 requests in flight on ordinary endpoints (next card, list, dashboard) as another learner. Windows alternate, so
// that a slow minute of the host falls on both sides: no training, the first learner's "Optimise now", and only
// reading their log as training does (which part costs what), and a control: a process that only spins on the
// spare core at the lowest priority, as the training's does, for 10 s (what any background work costs on this host). Prints p50/p99 of the other learner's requests and
// the main thread's event-loop delay in each window, and the medians by kind. It imports the server's TypeScript, so through tsx:
// `node --import tsx scripts/bench/fsrs-training-latency.mjs`.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { constants, setPriority } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';

const reviews = Number(process.env.BENCH_REVIEWS ?? 50_000);
const baselineMs = 15_000;
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);

const load = (file) => import(new URL(`../../apps/server/${file}`, import.meta.url).href);
const { buildApp } = await load('src/app.ts');
const { loadConfig } = await load('src/config.ts');
const { openPglite } = await load('src/db/client.ts');
const { migrate } = await load('src/db/migrate.ts');
const { learnerReviewLog } = await load('src/domains/cards/services/fsrs/fsrs-training.ts');
const { syntheticReviewLog, syntheticTrueParameters } = await load('test/helpers/synthetic-reviews.ts');
/** Runs bench-made SQL (no outside input) on the server's database. */
const exec = (statement) => database.withConnection((connection) => connection.exec(statement));

const database = await openPglite();
await migrate(database);
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', PORT: '0' });
const app = await buildApp({ config, database, rateLimitRules: { signupPerIp: { limit: 100, windowMs: 60_000 } } });
await app.listen({ port: 0, host: '127.0.0.1' });
const origin = `http://127.0.0.1:${app.server.address().port}`;

async function learner(name) {
  const signup = await app.inject({
    method: 'POST',
    url: '/api/user/signup',
    payload: { name, email: `${name}-${Date.now()}@example.com`, password: 'secret123' },
  });
  const sid = /sid=([^;]+)/.exec(String(signup.headers['set-cookie']))[1];
  const { id } = signup.json().user;
  await exec(`UPDATE users SET plan = 1 WHERE id = '${id}'`);
  return { id, cookie: `sid=${sid}` };
}

async function createCards(who, count) {
  const ids = [];
  for (let from = 0; from < count; from += 500) {
    const cards = Array.from({ length: Math.min(500, count - from) }, (_, i) => ({
      question: `Card ${from + i}?`,
      answer: 'An answer',
    }));
    const response = await app.inject({
      method: 'POST',
      url: '/api/card/create',
      headers: { cookie: who.cookie },
      payload: { cards },
    });
    ids.push(...response.json().cards.map((card) => card.id));
  }
  return ids;
}

/** FSRS rating (1 Again … 4 Easy) to Kurio's quality, the inverse of the scheduler's mapping. */
const qualityOf = { 1: 1, 2: 3, 3: 4, 4: 5 };

const trainee = await learner('trainee');
const history = syntheticReviewLog(syntheticTrueParameters, 11, reviews);
const cardIds = await createCards(trainee, history.length);
const rows = history.flatMap((log, index) =>
  log.map((review) => ({ card_id: cardIds[index], at: new Date(review.at), quality: qualityOf[review.rating] })),
);
for (let from = 0; from < rows.length; from += 2000) {
  await exec(`INSERT INTO card_reviews
      (user_id, card_id, reviewed_at, quality, engine, due_before, due_after, state_before, state_after)
    SELECT '${trainee.id}', r.card_id, r.at, r.quality, 'fsrs', r.at, r.at, c.scheduler_state, c.scheduler_state
    FROM jsonb_to_recordset($rows$${JSON.stringify(rows.slice(from, from + 2000))}$rows$::jsonb)
      AS r(card_id bigint, at timestamptz, quality smallint)
    JOIN cards c ON c.id = r.card_id`);
}
const reader = await learner('reader');
await createCards(reader, 200);

const worker = new Worker(new URL('./load-generator-worker.mjs', import.meta.url), {
  workerData: {
    origin,
    cookie: reader.cookie,
    paths: ['/api/card/next', '/api/card/list?limit=50', '/api/card/dashboard'],
  },
});
const ask = (type) =>
  new Promise((resolve) => {
    worker.once('message', resolve);
    worker.postMessage(type);
  });
await ask('start');

const delay = monitorEventLoopDelay({ resolution: 10 });
/** The load's latencies and the event-loop delay over `work`. */
async function measured(work) {
  await ask('window');
  delay.reset();
  delay.enable();
  const started = performance.now();
  await work();
  const ms = performance.now() - started;
  delay.disable();
  const stats = await ask('window');
  return { ...stats, ms, loopP99: delay.percentile(99) / 1e6 };
}

const optimise = async () => {
  const response = await fetch(`${origin}/api/card/schedule/optimise`, {
    method: 'POST',
    headers: { cookie: trainee.cookie },
  });
  const body = await response.json();
  if (response.status !== 200) throw new Error(`optimise: HTTP ${response.status} ${JSON.stringify(body)}`);
  return body;
};

/** The control: 10 s of a busy loop in a child process at the lowest priority, as trainApart starts the training. */
async function spinOnSpareCore() {
  const child = spawn(process.execPath, ['-e', 'const end = Date.now() + 10_000; while (Date.now() < end);']);
  setPriority(child.pid, constants.priority.PRIORITY_LOW);
  await once(child, 'exit');
}

const kinds = {
  'no training': () => sleep(baselineMs),
  training: optimise,
  'reading the log only': () => learnerReviewLog(database.db, trainee.id),
  'control: a busy loop on the spare core': spinOnSpareCore,
};
const results = [];
for (let round = 1; round <= rounds; round++)
  for (const [label, work] of Object.entries(kinds)) results.push({ label, round, ...(await measured(work)) });
await ask('stop');
await worker.terminate();
await app.close();

const f = (value) => value.toFixed(1);
console.log(`${rows.length.toLocaleString('en')} reviews on ${history.length.toLocaleString('en')} cards`);
console.log(
  '| window | round | length, s | requests | errors | p50, ms | p99, ms | max, ms | main-thread event-loop delay p99, ms |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of results)
  console.log(
    `| ${r.label} | ${r.round} | ${f(r.ms / 1000)} | ${r.requests.toLocaleString('en')} | ${r.errors} | ${f(r.p50)} | ${f(r.p99)} | ${f(r.max)} | ${f(r.loopP99)} |`,
  );

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
console.log('\n| window | p99 median, ms | p99 range, ms |\n|---|---|---|');
for (const label of Object.keys(kinds)) {
  const p99s = results.filter((r) => r.label === label).map((r) => r.p99);
  console.log(`| ${label} | ${f(median(p99s))} | ${f(Math.min(...p99s))}–${f(Math.max(...p99s))} |`);
}
