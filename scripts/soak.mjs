// `npm run soak`: a bounded run of mixed traffic (sign-ups, logins, cards, lessons, quests) on loopback against
// the built server on a fresh PGlite data directory. Prints the error count (must be 0) and the server's RSS
// sampled over time, and exits non-zero on any error or on clear memory growth (last window vs first).
//   SOAK_SECONDS (180)  SOAK_CLIENTS (4)  SOAK_PAUSE_MS (10, between one client's requests)
//   SOAK_PORT (3920)    SOAK_MAX_GROWTH (0.2: the last window's mean RSS may exceed the first's by 20 %)
//   --no-build          use the existing apps/server/dist
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const seconds = Number(process.env.SOAK_SECONDS ?? 180);
const clients = Number(process.env.SOAK_CLIENTS ?? 4);
const pauseMs = Number(process.env.SOAK_PAUSE_MS ?? 10);
const port = Number(process.env.SOAK_PORT ?? 3920);
const maxGrowth = Number(process.env.SOAK_MAX_GROWTH ?? 0.2);
const sampleEveryMs = 5000;
// The first and last windows compared for growth: a minute each, or a third of a shorter run.
const windowMs = Math.min(60_000, (seconds * 1000) / 3);
const root = path.resolve(import.meta.dirname, '..');
const origin = `http://127.0.0.1:${port}`;

if (!parseArgs({ options: { 'no-build': { type: 'boolean', default: false } } }).values['no-build']) {
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'kurio-soak-'));
const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Every request comes from 127.0.0.1: per-IP limits sized for the run (per-email limits stay as shipped).
    SIGNUP_LIMIT_PER_HOUR: '1000000',
    LOGIN_LIMIT_PER_15_MIN: '1000000',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
const serverErrors = [];
let logBuffer = '';
server.stdout.on('data', (chunk) => {
  logBuffer += chunk;
  const lines = logBuffer.split('\n');
  logBuffer = lines.pop();
  for (const line of lines) {
    try {
      if (JSON.parse(line).level >= 50) serverErrors.push(line);
    } catch {}
  }
});
server.stderr.on('data', (chunk) => process.stderr.write(chunk));

const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))[1]) / 1024;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForHealth() {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error('the server exited while starting');
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {}
    await sleep(100);
  }
  throw new Error('the server did not start');
}

const counts = new Map();
const failures = [];

/** One request; anything but a 2xx answer is an error of the run. */
async function call(name, pathName, { body, cookie, method } = {}) {
  counts.set(name, (counts.get(name) ?? 0) + 1);
  const headers = { 'x-time-zone': 'Europe/Berlin' };
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await fetch(`${origin}${pathName}`, {
      method: method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) {
      failures.push(`${name}: ${response.status} ${text.slice(0, 200)}`);
      return undefined;
    }
    await sleep(pauseMs);
    return { json: text ? JSON.parse(text) : undefined, cookie: response.headers.get('set-cookie')?.split(';')[0] };
  } catch (error) {
    failures.push(`${name}: ${error.message}`);
    return undefined;
  }
}

let accounts = 0;

/** One learner's visit: sign up, log in, ten rounds of cards, lessons and quests, log out. */
async function visit(client, deadline) {
  const email = `soak-${client}-${accounts++}@example.com`;
  const password = 'soak-password';
  if (!(await call('signup', '/api/user/signup', { body: { name: 'Soak Learner', email, password } }))) return;
  const login = await call('login', '/api/user/login', { body: { email, password } });
  if (!login?.cookie) return;
  const { cookie } = login;
  const lessons = (await call('lessons', '/api/lessons', { cookie }))?.json.lessons.filter((lesson) => lesson.ready);
  const books = (await call('quest data', '/api/quest/data', { cookie }))?.json.books ?? [];
  for (let round = 0; round < 10 && Date.now() < deadline; round++) {
    const cards = Array.from({ length: 5 }, (_, i) => ({ question: `Q ${round}.${i}`, answer: `A ${round}.${i}` }));
    await call('card create', '/api/card/create', { cookie, body: { cards, deck: 'Soak' } });
    const next = await call('card next', '/api/card/next', { cookie });
    if (next?.json.card) {
      await call('card review', '/api/card/review', { cookie, body: { id: next.json.card.id, quality: round % 6 } });
    }
    await call('card dashboard', '/api/card/dashboard', { cookie });
    await call('user status', '/api/user/status', { cookie });
    const lesson = lessons?.[round % Math.max(1, lessons.length)];
    if (lesson) {
      await call('lesson', `/api/lessons/${lesson.id}`, { cookie });
      await call('lesson progress', `/api/lessons/${lesson.id}/progress`, {
        cookie,
        method: 'PUT',
        body: { positionMs: round * 1000 },
      });
    }
    const book = books[round % Math.max(1, books.length)];
    if (book) {
      await call('quest active', '/api/quest/active', { cookie, body: { bookId: book.id } });
      const episode = book.episodes[round % book.episodes.length];
      await call('quest episode', '/api/quest/episode', {
        cookie,
        body: { bookId: book.id, episodeId: episode.id, completed: round % 2 === 0 },
      });
    }
  }
  await call('logout', '/api/user/logout', { cookie, body: {} });
}

const samples = [];
let exitCode = 1;
try {
  await waitForHealth();
  const started = Date.now();
  const deadline = started + seconds * 1000;
  samples.push({ atMs: 0, rssMb: rssMb() });
  const sampler = setInterval(() => samples.push({ atMs: Date.now() - started, rssMb: rssMb() }), sampleEveryMs);
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (Date.now() < deadline) await visit(client, deadline);
    }),
  );
  clearInterval(sampler);
  samples.push({ atMs: Date.now() - started, rssMb: rssMb() });

  const elapsedMs = Date.now() - started;
  const mean = (list) => list.reduce((sum, sample) => sum + sample.rssMb, 0) / list.length;
  // The sample at 0 s is the idle server just after start (it still holds initdb's memory): shown, not compared.
  const first = mean(samples.filter((sample) => sample.atMs > 0 && sample.atMs <= windowMs));
  const last = mean(samples.filter((sample) => sample.atMs >= elapsedMs - windowMs));
  const growth = (last - first) / first;
  const requests = [...counts.values()].reduce((sum, count) => sum + count, 0);
  const errors = failures.length + serverErrors.length;

  console.info(`\nSoak: ${(elapsedMs / 1000).toFixed(0)} s, ${clients} clients, ${accounts} accounts, PGlite`);
  for (const [name, count] of [...counts].sort((a, b) => b[1] - a[1])) console.info(`  ${name.padEnd(16)} ${count}`);
  console.info(`  ${'total'.padEnd(16)} ${requests} (${(requests / (elapsedMs / 1000)).toFixed(0)} req/s)`);
  console.info(`Errors: ${errors} (${failures.length} failed requests, ${serverErrors.length} server error logs)`);
  for (const line of [...failures, ...serverErrors].slice(0, 10)) console.info(`  ${line}`);
  console.info(
    `RSS (MB) at 0 s then every ${sampleEveryMs / 1000} s: ${samples.map((s) => s.rssMb.toFixed(0)).join(' ')}`,
  );
  console.info(
    `RSS mean, first ${(windowMs / 1000).toFixed(0)} s: ${first.toFixed(1)} MB; ` +
      `last ${(windowMs / 1000).toFixed(0)} s: ${last.toFixed(1)} MB ` +
      `(${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)} %, limit +${(maxGrowth * 100).toFixed(0)} %)`,
  );
  const grew = growth > maxGrowth;
  if (grew) console.info('Memory grew beyond the limit.');
  exitCode = errors > 0 || grew ? 1 : 0;
} catch (error) {
  console.error(`Soak failed: ${error.message}`);
} finally {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
