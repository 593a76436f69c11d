// `npm run bench`: builds the app, seeds 100k cards for one user and 1,000 other users with 300 due cards each,
// checks the hot queries' plans, then measures capacity (learners.mjs) on PGlite and PostgreSQL: the most
// simulated learners served at p99 ≤ 100 ms with no errors, median of several runs, each from a fresh copy of the
// seeded database, with the CPU one learner loop costs in the app process and in PostgreSQL's backends. Also
// records memory at rest and web bundle sizes, and runs Lighthouse. Prints tables; writes
// bench-results/bench.json. Exits non-zero if a hot query plans a sequential scan on cards or card_reviews.
// Also times `npm start` on the built checkout (start-time.mjs), and records a host reference (host-reference.mjs)
// so that capacity figures from two hosts compare.
// Also imports a generated Anki package of 30,000 notes and 1 GB of images as a job (anki-import-job.mjs; ANKI_NOTES,
// ANKI_MEDIA_MB) and records its time, memory growth and other requests' p99 meanwhile.
// Flags: --no-build, --pglite-only, --postgres-only, --no-lighthouse, --only capacity|start|import (that part alone). Env: CAPACITY_RUNS (3), CAPACITY_STEPS (500,750,…,4000), CAPACITY_STEP_SECONDS (30),
// CAPACITY_RAMP_SECONDS (10), CAPACITY_SETTLE_SECONDS (5), CAPACITY_THINK_MS (3000), CAPACITY_CONNECTIONS (256),
// BENCH_PORT (3900), BENCH_POSTGRES_URL, BENCH_NODE_ARGS (flags for the server).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { cpuBetween, postgresBackendPids, processCpuMs, readCpu } from './cpu.mjs';
import { hostReference } from './host-reference.mjs';
import { runLearnerSteps } from './learners.mjs';
import { lighthouseScores } from './lighthouse.mjs';
import { explainHotQueries, openRaw, seed } from './seed.mjs';
import { startTimes } from './start-time.mjs';
import { webBundleSizes } from './web-sizes.mjs';

const { values: flags } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    'pglite-only': { type: 'boolean', default: false },
    'postgres-only': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const { only } = flags;
const measures = (part) => only === undefined || only === part;
const env = (name, fallback) => process.env[name] ?? fallback;
const capacity = {
  runs: Number(env('CAPACITY_RUNS', 3)),
  // Steps of 250 learners: the figure reported is the last step that held, so the step is its resolution.
  steps: env('CAPACITY_STEPS', Array.from({ length: 15 }, (_, i) => 500 + 250 * i).join(','))
    .split(',')
    .map(Number),
  measureMs: Number(env('CAPACITY_STEP_SECONDS', 30)) * 1000,
  rampMs: Number(env('CAPACITY_RAMP_SECONDS', 10)) * 1000,
  settleMs: Number(env('CAPACITY_SETTLE_SECONDS', 5)) * 1000,
  thinkMs: Number(env('CAPACITY_THINK_MS', 3000)),
  connections: Number(env('CAPACITY_CONNECTIONS', 256)),
};
// PostgreSQL on this machine is reached as a deployment on one machine should reach it: through its Unix socket
// when it has one, else over TCP (decision 122).
const localSocketDir = '/var/run/postgresql';
const postgresAdminUrl = env(
  'BENCH_POSTGRES_URL',
  existsSync(path.join(localSocketDir, '.s.PGSQL.5432'))
    ? `postgresql://postgres@${encodeURIComponent(localSocketDir)}/postgres`
    : 'postgres://postgres@127.0.0.1:5432/postgres',
);
const root = path.resolve(import.meta.dirname, '../..');
// Two benches on one machine must not share ports: the second would load the first one's server.
const port = Number(env('BENCH_PORT', 3900));
const origin = `http://127.0.0.1:${port}`;
const password = 'bench-password';
const otherUsers = 1000;

if (!flags['no-build']) spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });

// The server runs with the node flags of `npm start` (so the bench measures the app as it ships), plus extras,
// e.g. BENCH_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'.
const startScript = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start;
const startFlags = /\bnode ((?:--\S+ )*)apps\/server\/dist\/server\.js/.exec(startScript)[1].split(' ').filter(Boolean);
const serverNodeArgs = [...startFlags, ...(env('BENCH_NODE_ARGS', '').split(' ').filter(Boolean) ?? [])];

async function startKurio(databaseEnv) {
  const child = spawn(process.execPath, [...serverNodeArgs, 'apps/server/dist/server.js'], {
    cwd: root,
    // Every learner signs in from 127.0.0.1; the per-email limit still applies.
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', LOGIN_LIMIT_PER_15_MIN: '1000000', ...databaseEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return child;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL'); // else it outlives the bench and the next run talks to it
  throw new Error(`${origin} did not come up`);
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

/** Each engine's database: a seeded original, and a fresh copy of it for every capacity run. */
function databases(engine, workDir) {
  if (engine === 'pglite') {
    const seedDir = path.join(workDir, 'seed');
    return {
      seedEnv: { DATA_DIR: seedDir },
      create: async () => {},
      raw: () => openRaw({ dataDir: path.join(seedDir, 'pglite') }),
      async copy(run) {
        const runDir = path.join(workDir, `run-${run}`);
        cpSync(seedDir, runDir, { recursive: true });
        return { env: { DATA_DIR: runDir }, drop: async () => rmSync(runDir, { recursive: true, force: true }) };
      },
      drop: async () => {},
    };
  }
  const urlOf = (name) => postgresAdminUrl.replace(/\/[^/]*$/, `/${name}`);
  const admin = async (statements) => {
    const client = new pg.Client({ connectionString: postgresAdminUrl });
    await client.connect();
    for (const statement of statements) await client.query(statement);
    await client.end();
  };
  return {
    seedEnv: { DATABASE_URL: urlOf('kurio_bench') },
    create: () => admin(['DROP DATABASE IF EXISTS kurio_bench', 'CREATE DATABASE kurio_bench']),
    raw: () => openRaw({ databaseUrl: urlOf('kurio_bench') }),
    async copy() {
      await admin(['DROP DATABASE IF EXISTS kurio_bench_run', 'CREATE DATABASE kurio_bench_run TEMPLATE kurio_bench']);
      return {
        env: { DATABASE_URL: urlOf('kurio_bench_run') },
        database: 'kurio_bench_run',
        drop: () => admin(['DROP DATABASE kurio_bench_run']),
      };
    },
    drop: () => admin(['DROP DATABASE kurio_bench']),
  };
}

async function seedDatabase(engine, db) {
  // The app migrates the new database and signs the heavy user up through its API.
  await db.create();
  const server = await startKurio(db.seedEnv);
  const signup = await fetch(`${origin}/api/user/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Heavy', email: 'heavy@example.com', password }),
  });
  const cookie = signup.headers.get('set-cookie').split(';')[0];
  const userId = (await signup.json()).user.id;
  await fetch(`${origin}/api/card/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ cards: [{ question: 'Template', answer: 'Template' }], deck: 'Bench' }),
  });
  await stop(server);

  // Bulk rows straight into the database (PGlite allows one process at a time).
  const raw = await db.raw();
  const totalCards = await seed(raw, { heavyUserId: userId, heavyCards: 100_000, otherUsers, cardsPerOtherUser: 300 });
  const plans = await explainHotQueries(raw, userId);
  await raw.close();
  const scans = Object.entries(plans).filter(([, p]) => p.seqScan);
  if (scans.length > 0) {
    for (const [name, { plan }] of scans) console.error(`\n${engine}: sequential scan in "${name}":\n${plan}`);
    throw new Error(
      `${engine}: hot queries scan cards or card_reviews sequentially: ${scans.map(([n]) => n).join(', ')}`,
    );
  }
  return { totalCards, plans, cookie };
}

/** CPU counters over a measured window: the app process, and on PostgreSQL the app's backends. */
function cpuMeter(serverPid, database) {
  return async () => {
    const appBefore = processCpuMs(serverPid);
    if (!database) return async () => ({ appMs: processCpuMs(serverPid) - appBefore });
    const client = new pg.Client({ connectionString: postgresAdminUrl });
    await client.connect();
    const before = readCpu(await postgresBackendPids(client, database));
    return async () => {
      const databaseMs = cpuBetween(before, readCpu(await postgresBackendPids(client, database)));
      await client.end();
      return { appMs: processCpuMs(serverPid) - appBefore, databaseMs };
    };
  };
}

const accounts = [
  { email: 'heavy@example.com', password },
  ...Array.from({ length: otherUsers }, (_, i) => ({ email: `bench-${i + 1}@example.com`, password })),
];

async function benchEngine(engine) {
  const workDir = mkdtempSync(path.join(tmpdir(), 'kurio-bench-'));
  const db = databases(engine, workDir);
  const { totalCards, plans, cookie } = await seedDatabase(engine, db);
  const runs = [];
  let rssAtRest;
  let rssAfterLoad;
  for (let run = 1; run <= capacity.runs; run++) {
    const copy = await db.copy(run);
    const server = await startKurio(copy.env);
    await fetch(`${origin}/api/card/dashboard`, { headers: { cookie } });
    rssAtRest ??= rssMb(server.pid);
    const result = await runLearnerSteps({
      origin,
      accounts,
      ...capacity,
      startCpu: cpuMeter(server.pid, copy.database),
      onStep: (step) =>
        console.info(
          `${engine} run ${run}: ${step.learners} learners, p99 ${step.p99.toFixed(1)} ms, max ${step.max.toFixed(0)} ms, ${step.rps} req/s, ${step.errors} errors ${step.errorSamples.join('; ')}`,
        ),
    });
    rssAfterLoad ??= rssMb(server.pid);
    await stop(server);
    await copy.drop();
    runs.push(result);
  }
  await db.drop();
  rmSync(workDir, { recursive: true, force: true });
  return { engine, totalCards, rssAtRest, rssAfterLoad, plans, runs, ...summarize(runs) };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** The median run by learners held; its last step held gives the p99, req/s and CPU per loop. */
function summarize(runs) {
  const held = median(runs.map((run) => run.held));
  const step = runs.find((run) => run.held === held).steps.find((s) => s.learners === held);
  return { held, heldStep: step, heldPerRun: runs.map((run) => run.held) };
}

const engines = flags['pglite-only'] ? ['pglite'] : flags['postgres-only'] ? ['postgres'] : ['pglite', 'postgres'];
const report = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, node: process.version, ...(await hostReference()) },
  capacity,
  engines: [],
};
const save = () => {
  mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  writeFileSync(path.join(root, 'bench-results/bench.json'), `${JSON.stringify(report, null, 2)}\n`);
};
if (measures('start')) {
  report.start = await startTimes();
  save();
  console.info(
    `\nnpm start serves after ${report.start.firstStartMs} ms on a new data directory, then ${report.start.restartMs.join(' / ')} ms`,
  );
}

if (measures('import')) {
  // The import job builds the server from its TypeScript sources, so it runs in its own process through tsx.
  const job = spawnSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', path.join(import.meta.dirname, 'anki-import-job.mjs')],
    {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  if (job.status !== 0) throw new Error(`the Anki import job bench failed (exit ${job.status})`);
  report.ankiImport = JSON.parse(job.stdout.trim().split('\n').at(-1));
  save();
  const run = report.ankiImport;
  console.info(
    `\nAnki import job: ${run.notes} notes in ${run.seconds} s, RSS +${run.rssGrowthMb} MB, other requests p99 ${run.otherP99Ms} ms`,
  );
}

if (measures('capacity')) for (const engine of engines) report.engines.push(await benchEngine(engine));
save();
console.info(
  `\nHost reference: ${report.machine.fastifyInjectCpuUs} µs of CPU per Fastify request (host-reference.mjs); learners held scale inversely with it`,
);

for (const run of report.engines) {
  console.info(
    `\n${run.engine}: ${run.totalCards} cards; RSS ${run.rssAtRest} MB at rest, ${run.rssAfterLoad} MB after load`,
  );
  console.info(`No sequential scans on cards or card_reviews in: ${Object.keys(run.plans).join(', ')}.`);
  const step = run.heldStep;
  console.table({
    [run.engine]: {
      'learners held (median)': run.held,
      'per run': run.heldPerRun.join(' / '),
      'p99 ms': step?.p99,
      'req/s': step?.rps,
      'app CPU ms/loop': step?.appCpuMsPerLoop.toFixed(2),
      'PostgreSQL CPU ms/loop': step?.databaseCpuMsPerLoop?.toFixed(2) ?? '—',
    },
  });
}

if (only === undefined) {
  report.web = webBundleSizes(path.join(root, 'apps/web/dist'));
  save();
  console.info('\nWeb (gzip kB):');
  console.table(report.web.routes);
  console.info(`Initial JS ${report.web.initialJsKb} kB gzip, initial CSS ${report.web.initialCssKb} kB gzip`);
}

// Mobile Lighthouse on the marketing pages (docs/architecture.md §7).
if (only === undefined && !flags['no-lighthouse']) {
  report.lighthouse = await lighthouseScores();
  save();
  console.info('\nLighthouse (mobile):');
  console.table(report.lighthouse);
}
