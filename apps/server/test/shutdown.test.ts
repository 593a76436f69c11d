import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './helpers/server-process';

const dataDir = mkdtempSync(path.join(tmpdir(), 'kurio-shutdown-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('server process', () => {
  it('on SIGTERM finishes the in-flight request, exits 0, and leaves the database closed cleanly', async () => {
    const first = await startServerProcess({ DATA_DIR: dataDir });
    const signup = await fetch(`${first.url}/api/user/signup`, {
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
        `${first.url}/api/user/login`,
        { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
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
    first.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    sendRest();
    expect(await inFlight).toBe(200);
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('shutting down');

    // Reopening the same data directory works and finds the account: nothing was left half-written.
    const second = await startServerProcess({ DATA_DIR: dataDir });
    const login = await fetch(`${second.url}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'shutdown@example.com', password: 'secret123' }),
    });
    expect(login.status).toBe(200);
    expect(second.output()).not.toContain('Applied');
    expect(await second.kill('SIGTERM')).toBe(0);
  }, 120_000);
});
