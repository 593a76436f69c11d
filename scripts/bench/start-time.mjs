// How long `npm start` takes to serve on a checkout that is already built (docs/architecture.md §7: ≤ 3 s):
// wall time from spawning `npm start` to the first 200 on /healthz. The first run starts on an empty data
// directory (so it also creates and migrates the database); the later runs reopen it. Alone:
// `node scripts/bench/start-time.mjs` after `npm run build`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

async function timeOneStart(port, dataDir) {
  const started = performance.now();
  // detached: npm starts node as its child; the whole group is stopped afterwards.
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined);
      if (response?.ok) return Math.round(performance.now() - started);
      if (performance.now() - started > 120_000) throw new Error('npm start did not serve within 2 minutes');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

/** Milliseconds to serve: a first start on a new data directory, then `restarts` starts that reopen it. */
export async function startTimes({ port = 3950, restarts = 3 } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kurio-start-'));
  try {
    const first = await timeOneStart(port, dataDir);
    const again = [];
    for (let i = 0; i < restarts; i++) again.push(await timeOneStart(port, dataDir));
    return { firstStartMs: first, restartMs: again };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.info(await startTimes());
