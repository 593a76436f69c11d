// The capacity scenario (docs/architecture.md §7): simulated learners, each signed in with its own cookie, loop
// over next card → 3 s of thought → rating, with the dashboard every 20th loop and the lesson list every 50th.
// Learners are added in steps; each step is measured once every learner of it is running, and the run stops at
// the first step that misses p99 ≤ 100 ms with no errors.
import { setTimeout as sleep } from 'node:timers/promises';
import * as hdr from 'hdr-histogram-js';
import { Pool } from 'undici';

const p99BudgetMs = 100;
const requestTimeoutMs = 10_000;

/**
 * A request timed into the measured window open when it started (none between windows); a failed one is counted
 * as an error there and thrown.
 */
async function call(load, method, path, cookie, body) {
  const started = performance.now();
  const measured = load.window;
  if (measured) measured.inFlight++;
  let status = 0;
  let payload;
  let failure;
  try {
    const response = await load.pool.request({
      method,
      path,
      headers: {
        cookie,
        'x-time-zone': 'Europe/Berlin',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    status = response.statusCode;
    payload = await response.body.json();
  } catch (error) {
    failure = error;
  }
  if (measured) {
    const ok = !failure && status >= 200 && status < 300;
    measured.histogram.recordValue(Math.max(1, Math.round((performance.now() - started) * 1000)));
    measured.requests++;
    if (!ok) measured.errors.push(failure ? (failure.code ?? failure.message) : `HTTP ${status} ${path}`);
    if (--measured.inFlight === 0 && measured.closed) measured.drained();
  }
  if (failure) throw failure;
  return { status, payload };
}

/** The cookie of a fresh sign-in. */
async function signIn(pool, { email, password }) {
  const response = await pool.request({
    method: 'POST',
    path: '/api/user/login',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const setCookie = response.headers['set-cookie'];
  await response.body.dump();
  if (response.statusCode !== 200) throw new Error(`login of ${email}: HTTP ${response.statusCode}`);
  return (Array.isArray(setCookie) ? setCookie[0] : setCookie).split(';')[0];
}

/** One learner: signs in after `delayMs`, then loops over next card → thought → rating until the run stops. */
async function learn(load, account, delayMs, thinkMs) {
  await sleep(delayMs);
  let cookie;
  try {
    cookie = await signIn(load.pool, account);
  } catch (error) {
    load.signInErrors.push(error.message);
    return;
  }
  for (let round = 1; !load.stopped; round++) {
    try {
      const next = await call(load, 'GET', '/api/card/next', cookie);
      await sleep(thinkMs);
      if (next.payload?.card) {
        await call(load, 'POST', '/api/card/review', cookie, { id: next.payload.card.id, quality: 4 });
      }
      if (round % 20 === 0) await call(load, 'GET', '/api/card/dashboard', cookie);
      if (round % 50 === 0) await call(load, 'GET', '/api/lessons', cookie);
      if (load.window && !load.window.closed) load.window.loops++;
    } catch {
      await sleep(thinkMs); // counted as an error; the learner carries on like a user retrying
    }
  }
}

/** Measures `measureMs` of the learners running now: latencies, throughput, errors and CPU per loop. */
async function measureStep(load, learners, { measureMs, startCpu }) {
  const histogram = hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 120_000_000 });
  load.window = { histogram, requests: 0, loops: 0, errors: [], inFlight: 0, closed: false };
  const cpuSince = await startCpu();
  const started = performance.now();
  await sleep(measureMs);
  const seconds = (performance.now() - started) / 1000;
  const cpu = await cpuSince();
  const measured = load.window;
  measured.closed = true;
  load.window = undefined;
  if (measured.inFlight > 0) await new Promise((resolve) => (measured.drained = resolve));
  const step = {
    learners,
    p50: histogram.getValueAtPercentile(50) / 1000,
    p99: histogram.getValueAtPercentile(99) / 1000,
    max: histogram.maxValue / 1000,
    rps: Math.round(measured.requests / seconds),
    errors: measured.errors.length + load.signInErrors.length,
    errorSamples: [...new Set([...load.signInErrors, ...measured.errors])].slice(0, 5),
    loops: measured.loops,
    appCpuMsPerLoop: cpu.appMs / measured.loops,
    databaseCpuMsPerLoop: cpu.databaseMs === undefined ? undefined : cpu.databaseMs / measured.loops,
  };
  step.held = step.errors === 0 && step.p99 <= p99BudgetMs;
  histogram.destroy();
  return step;
}

/**
 * options: origin, accounts ([{ email, password }], learner i signs in as accounts[i % length]), steps (learner
 * counts), thinkMs, rampMs (new learners sign in spread over it), settleMs, measureMs, connections,
 * startCpu() → a function answering the CPU used since: { appMs, databaseMs } (databaseMs undefined when the
 * database runs in the app's process).
 */
export async function runLearnerSteps(options) {
  const { origin, accounts, steps, thinkMs, rampMs, settleMs, connections } = options;
  const pool = new Pool(origin, {
    connections,
    keepAliveTimeout: 60_000,
    headersTimeout: requestTimeoutMs,
    bodyTimeout: requestTimeoutMs,
  });
  // window: the measured window, while one runs.
  const load = { pool, window: undefined, stopped: false, signInErrors: [] };
  const learners = [];
  const results = [];
  try {
    for (const target of steps) {
      while (learners.length < target) {
        const account = accounts[learners.length % accounts.length];
        learners.push(learn(load, account, Math.random() * rampMs, thinkMs));
      }
      await sleep(rampMs + settleMs);
      const step = await measureStep(load, target, options);
      results.push(step);
      options.onStep?.(step);
      if (!step.held) break;
    }
  } finally {
    load.stopped = true;
    await Promise.allSettled(learners);
    await pool.close();
  }
  const held = results.filter((step) => step.held).at(-1);
  return { held: held?.learners ?? 0, steps: results };
}
