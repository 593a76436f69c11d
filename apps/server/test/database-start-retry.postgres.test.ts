import { once } from 'node:events';
import { readdirSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './helpers/http-client';
import { createProcessDatabase, type ProcessDatabase } from './helpers/process-database';
import { spawnServerProcess, waitForOutput, waitUntilServing } from './helpers/server-process';

const migrationCount = readdirSync(new URL('../migrations', import.meta.url)).filter((f) => f.endsWith('.sql')).length;

let database: ProcessDatabase;
let relay: Server | undefined;
beforeAll(async () => {
  database = await createProcessDatabase();
});
afterAll(async () => {
  relay?.close();
  await database.remove();
});

/** A port nothing listens on yet (connections to it are refused). */
async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts relaying `port` to the real PostgreSQL: the database "comes up". */
async function relayTo(port: number, target: URL): Promise<Server> {
  const server = createServer((socket) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    socket.pipe(upstream).pipe(socket);
    socket.on('error', () => upstream.destroy());
    upstream.on('error', () => socket.destroy());
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

describe('PostgreSQL unreachable when the server starts', () => {
  it('logs each retry with its backoff, then migrates and serves once the database answers', async () => {
    const real = new URL(database.env.DATABASE_URL!);
    const port = await freePort();
    const unreachable = new URL(real);
    unreachable.host = `127.0.0.1:${port}`;
    const spawned = spawnServerProcess({ DATABASE_URL: unreachable.toString() });
    try {
      await waitForOutput(spawned, /retrying in 1000 ms/);
      relay = await relayTo(port, real);
      const server = await waitUntilServing(spawned);
      expect(spawned.output()).toMatch(
        /Database not reachable \(connect ECONNREFUSED 127\.0\.0\.1:\d+\); retrying in 500 ms[\s\S]*retrying in 1000 ms/,
      );
      expect(spawned.output()).toContain(`Applied ${migrationCount} database migration(s)`);
      const signup = await api(server.url, '/api/user/signup', {
        body: { name: 'Late Start', email: 'late@example.com', password: 'secret123' },
      });
      expect(signup.status).toBe(200);
    } finally {
      expect(await spawned.kill('SIGTERM')).toBe(0);
    }
  }, 60_000);
});
