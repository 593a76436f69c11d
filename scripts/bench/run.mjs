// `npm run bench`: builds the app, seeds 100k cards for one user and 1,000 other users (with reviews), loads
// the API with autocannon from this (separate) process on PGlite and PostgreSQL, each beside a bare Fastify
// hello-world (card/review also from 1, 2 and 5 connections), and records memory, query plans and web bundle
// sizes. Prints a table; writes bench-results/bench.json. Exits non-zero if a hot query plans a sequential scan
// on cards or card_reviews.
// Flags: --no-build, --pglite-only, --no-lighthouse. Env: BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (1),
// BENCH_CONNECTIONS (10), BENCH_PORT (3900, hello-world on the next port), BENCH_POSTGRES_URL, BENCH_NODE_ARGS
// (flags for the servers).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { lighthouseScores } from './lighthouse.mjs';
import { dueCardIds, explainHotQueries, openRaw, seed } from './seed.mjs';
import { webBundleSizes } from './web-sizes.mjs';

const args = new Set(process.argv.slice(2));
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const warmUpSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const reviewSweepConnections = [1, 2, 5].filter((count) => count < connections);
const postgresAdminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const root = path.resolve(import.meta.dirname, '../..');
// Two benches on one machine must not share ports: the second would load the first one's server.
const port = Number(process.env.BENCH_PORT ?? 3900);
const helloPort = port + 1;
const origin = `http://127.0.0.1:${port}`;

if (!args.has('--no-build')) spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });

// The servers run with the node flags of `npm start` (so the bench measures the app as it ships), plus extras,
// e.g. BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'.
const startScript = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start;
const startFlags = /\bnode ((?:--\S+ )*)apps\/server\/dist\/server\.js/.exec(startScript)[1].split(' ').filter(Boolean);
const serverNodeArgs = [...startFlags, ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [])];

function startProcess(script, env) {
  const child = spawn(process.execPath, [...serverNodeArgs, script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function waitFor(url) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const rssMb = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
};

async function load(name, options) {
  // Unmeasured first: the JIT and the database's page cache warm up on whichever endpoint comes first.
  if (warmUpSeconds > 0) await autocannon({ duration: warmUpSeconds, connections, ...options });
  const result = await autocannon({ duration: durationSeconds, connections, ...options });
  const errors = result.errors + result.timeouts + result.non2xx;
  return {
    name,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    errors,
  };
}

async function startKurio(env) {
  const child = startProcess('apps/server/dist/server.js', { PORT: String(port), LOG_LEVEL: 'warn', ...env });
  try {
    await waitFor(`${origin}/healthz`);
  } catch (error) {
    child.kill('SIGKILL'); // else it outlives the bench and the next run talks to it
    throw error;
  }
  return child;
}

async function benchEngine(engine) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kurio-bench-'));
  let databaseUrl;
  if (engine === 'postgres') {
    const admin = new pg.Client({ connectionString: postgresAdminUrl });
    await admin.connect();
    await admin.query('DROP DATABASE IF EXISTS kurio_bench');
    await admin.query('CREATE DATABASE kurio_bench');
    await admin.end();
    databaseUrl = postgresAdminUrl.replace(/\/[^/]*$/, '/kurio_bench');
  }
  const env = databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir };
  const rawOptions = { dataDir: path.join(dataDir, 'pglite'), databaseUrl };

  // 1. Through the API: the heavy user and one real card (the template for seeding).
  let server = await startKurio(env);
  const signup = await fetch(`${origin}/api/user/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Heavy', email: 'heavy@example.com', password: 'bench-password' }),
  });
  const cookie = signup.headers.get('set-cookie').split(';')[0];
  const userId = (await signup.json()).user.id;
  await fetch(`${origin}/api/card/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ cards: [{ question: 'Template', answer: 'Template' }], deck: 'Bench' }),
  });
  await stop(server);

  // 2. Bulk seed straight into the database (PGlite allows one process at a time).
  const raw = await openRaw(rawOptions);
  const totalCards = await seed(raw, {
    heavyUserId: userId,
    heavyCards: 100_000,
    otherUsers: 1000,
    cardsPerOtherUser: 100,
  });
  const reviewIds = await dueCardIds(raw, userId, 200_000);
  // Before the load, so a bad plan fails the run in seconds rather than after it.
  const plans = await explainHotQueries(raw, userId);
  await raw.close();
  const scans = Object.entries(plans).filter(([, p]) => p.seqScan);
  if (scans.length > 0) {
    for (const [name, { plan }] of scans) console.error(`\n${engine}: sequential scan in "${name}":\n${plan}`);
    throw new Error(
      `${engine}: hot queries scan cards or card_reviews sequentially: ${scans.map(([n]) => n).join(', ')}`,
    );
  }

  // 3. Load.
  server = await startKurio(env);
  await fetch(`${origin}/api/card/dashboard`, { headers: { cookie } });
  const rssAtRest = rssMb(server.pid);
  const headers = { cookie, 'x-time-zone': 'Europe/Berlin' };
  const results = [];
  for (const [name, url] of [
    ['card/next', '/api/card/next'],
    ['card/dashboard', '/api/card/dashboard'],
    ['user/status', '/api/user/status'],
    ['lesson list', '/api/lessons'],
    ['quest data', '/api/quest/data'],
  ]) {
    results.push(await load(name, { url: `${origin}${url}`, headers }));
  }
  let next = 0;
  const review = {
    url: `${origin}/api/card/review`,
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ id: Number(reviewIds[next++ % reviewIds.length]), quality: 4 }),
        }),
      },
    ],
  };
  results.push(await load('card/review', review));
  // The same ratings from fewer clients: the latency of a rating with fewer queued in front of it (decision 102).
  for (const fewer of reviewSweepConnections) {
    results.push(
      await load(`card/review, ${fewer} connection${fewer > 1 ? 's' : ''}`, { ...review, connections: fewer }),
    );
  }
  const rssAfterLoad = rssMb(server.pid);
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
  return { engine, totalCards, rssAtRest, rssAfterLoad, results, plans };
}

async function benchHello() {
  const child = startProcess('scripts/bench/hello-server.mjs', { PORT: String(helloPort) });
  await waitFor(`http://127.0.0.1:${helloPort}/`);
  const result = await load('fastify hello-world', { url: `http://127.0.0.1:${helloPort}/` });
  await stop(child);
  return result;
}

const engines = args.has('--pglite-only') ? ['pglite'] : ['pglite', 'postgres'];
const runs = [];
for (const engine of engines) {
  const hello = await benchHello();
  const run = await benchEngine(engine);
  runs.push({ ...run, hello });
}
const web = webBundleSizes(path.join(root, 'apps/web/dist'));

const report = {
  date: new Date().toISOString(),
  machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
  durationSeconds,
  connections,
  runs,
  web,
};
mkdirSync(path.join(root, 'bench-results'), { recursive: true });
writeFileSync(path.join(root, 'bench-results/bench.json'), `${JSON.stringify(report, null, 2)}\n`);

for (const run of runs) {
  console.info(
    `\n${run.engine}: ${run.totalCards} cards; RSS ${run.rssAtRest} MB at rest, ${run.rssAfterLoad} MB after load`,
  );
  console.table(
    [...run.results, run.hello].map((r) => ({
      endpoint: r.name,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'req/s': r.rps,
      '% of hello': Math.round((100 * r.rps) / run.hello.rps),
      errors: r.errors,
    })),
  );
  console.info(`No sequential scans on cards or card_reviews in: ${Object.keys(run.plans).join(', ')}.`);
}
console.info('\nWeb (gzip kB):');
console.table(web.routes);
console.info(`Initial JS ${web.initialJsKb} kB gzip, initial CSS ${web.initialCssKb} kB gzip`);

// Mobile Lighthouse on the marketing pages (docs/architecture.md §7); --no-lighthouse skips it.
if (!args.has('--no-lighthouse')) {
  report.lighthouse = await lighthouseScores();
  writeFileSync(path.join(root, 'bench-results/bench.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.info('\nLighthouse (mobile):');
  console.table(report.lighthouse);
}
