import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const serverEntry = path.resolve(import.meta.dirname, '../src/server.ts');
const dataDir = mkdtempSync(path.join(tmpdir(), 'kurio-shutdown-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function startServer(port: number): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info', NODE_ENV: 'production' },
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

async function waitForHealth(port: number) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

const exitCode = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once('exit', resolve));

describe('server process', () => {
  it('on SIGTERM finishes the in-flight request, exits 0, and leaves the database closed cleanly', async () => {
    const port = 3950 + Math.floor(Math.random() * 40);
    const first = startServer(port);
    await waitForHealth(port);
    const signup = await fetch(`http://127.0.0.1:${port}/api/user/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Shut Down', email: 'shutdown@example.com', password: 'secret123' }),
    });
    expect(signup.status).toBe(200);
    // A request whose body is still arriving when the signal comes: it must be answered, not cut off.
    const body = JSON.stringify({ email: 'shutdown@example.com', password: 'secret123' });
    let sendRest: () => void = () => {};
    const inFlight = new Promise<number>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/user/login',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      sendRest = () => req.end(body.slice(10));
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = exitCode(first.child);
    first.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    sendRest();
    expect(await inFlight).toBe(200);
    expect(await exited).toBe(0);
    expect(first.output()).toContain('shutting down');

    // Reopening the same data directory works and finds the account: nothing was left half-written.
    const second = startServer(port);
    await waitForHealth(port);
    const login = await fetch(`http://127.0.0.1:${port}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'shutdown@example.com', password: 'secret123' }),
    });
    expect(login.status).toBe(200);
    expect(second.output()).not.toContain('Applied');
    const secondExit = exitCode(second.child);
    second.child.kill('SIGTERM');
    expect(await secondExit).toBe(0);
  }, 120_000);
});
