// `node scripts/smoke.mjs`: starts the built server (apps/server/dist) on a new PGlite data directory with the
// Node that runs this script, asks /healthz and a few pages, and stops it with SIGTERM. CI runs it on Node 24
// after the suite has built on the machine's Node (.ci/run), so it proves the bundle starts on that line.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const paths = ['/healthz', '/', '/pricing', '/login', '/cards'];
const started = performance.now();
const dataDir = mkdtempSync(path.join(tmpdir(), 'kurio-smoke-'));
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
  env: { ...process.env, PORT: '0', DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'info' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
server.stdout.on('data', (chunk) => (output += chunk));
server.stderr.on('data', (chunk) => (output += chunk));
const exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve(code ?? signal)));

function fail(message) {
  console.error(`smoke test failed: ${message}\n--- server output ---\n${output}`);
  server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}

async function listeningUrl() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
    if (match) return match[1];
    if (server.exitCode !== null) fail(`the server exited with ${server.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  fail('the server did not listen within 60 s');
}

const url = await listeningUrl();
const listenedMs = performance.now() - started;
for (const page of paths) {
  const response = await fetch(url + page);
  if (response.status !== 200) fail(`GET ${page} answered ${response.status}`);
  await response.arrayBuffer();
}
server.kill('SIGTERM');
const exit = await exited;
rmSync(dataDir, { recursive: true, force: true });
if (exit !== 0) fail(`the server exited with ${exit} after SIGTERM`);
console.info(
  `smoke test passed on Node ${process.versions.node}: listening after ${Math.round(listenedMs)} ms, ` +
    `${paths.join(' ')} answered 200, stopped cleanly after ${Math.round(performance.now() - started)} ms`,
);
