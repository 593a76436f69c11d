import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signUpOver } from './helpers/http-client';
import { createProcessDatabase, type ProcessDatabase } from './helpers/process-database';
import { type RoundRobinProxy, startRoundRobinProxy } from './helpers/round-robin-proxy';
import { type ServerProcess, startServerProcess } from './helpers/server-process';

// PostgreSQL only (vitest.config.ts leaves it out of PGlite runs): a PGlite data directory has one owner.
const loginLimit = 6;
let database: ProcessDatabase;
let servers: ServerProcess[];
let proxy: RoundRobinProxy;
beforeAll(async () => {
  database = await createProcessDatabase();
  const env = { ...database.env, LOGIN_LIMIT_PER_15_MIN: String(loginLimit) };
  // Started together: the migration lock keeps the two from migrating at once.
  servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  proxy = await startRoundRobinProxy(servers.map((server) => server.url));
}, 60_000);
afterAll(async () => {
  await proxy?.close();
  await Promise.all(servers?.map((server) => server.kill('SIGTERM')) ?? []);
  await database?.remove();
});

describe('two server processes on one PostgreSQL behind a round-robin proxy', () => {
  it('takes a session made on one process on the other', async () => {
    const { sid, email } = await signUpOver(servers[0]!.url);
    const status = await api(servers[1]!.url, '/api/user/status', { sid });
    expect(status.status).toBe(200);
    expect(status.body.user.email).toBe(email);
    const logout = await api(servers[1]!.url, '/api/user/logout', { sid, body: {} });
    expect(logout.status).toBe(200);
    expect((await api(servers[0]!.url, '/api/user/status', { sid })).body.user).toBeNull();
  });

  it(`lets ${loginLimit} logins from one address through across both processes, and refuses the next`, async () => {
    const { email } = await signUpOver(proxy.url);
    // The limit counts in fixed 15-minute windows from the epoch: never straddle one.
    const intoWindow = Date.now() % (15 * 60_000);
    if (intoWindow > 15 * 60_000 - 10_000)
      await new Promise((resolve) => setTimeout(resolve, 15 * 60_000 - intoWindow));
    const statuses: number[] = [];
    for (let i = 0; i <= loginLimit; i++) {
      statuses.push((await api(proxy.url, '/api/user/login', { body: { email, password: 'secret123' } })).status);
    }
    expect(statuses).toEqual([...Array(loginLimit).fill(200), 429]);
    expect(new Set(proxy.served.slice(-statuses.length))).toEqual(new Set([0, 1]));
  });

  it('holds the free AI card quota and the 100-card cap across both processes under concurrent requests', async () => {
    const { sid } = await signUpOver(proxy.url);
    const generated = await Promise.all(
      Array.from({ length: 8 }, () =>
        api(proxy.url, '/api/card/generate', { sid, body: { topic: 'dog', quantity: 10 } }),
      ),
    );
    expect(generated.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);

    const saves = await Promise.all(
      Array.from({ length: 12 }, (_, batch) =>
        api(proxy.url, '/api/card/create', {
          sid,
          body: { cards: Array.from({ length: 10 }, (_, i) => ({ question: `q ${batch}.${i}`, answer: 'a' })) },
        }),
      ),
    );
    expect(saves.filter((response) => response.status === 200)).toHaveLength(10);
    expect(saves.filter((response) => response.body.code === 'cardLimitReached')).toHaveLength(2);
    const listed = await api(proxy.url, '/api/card/list?limit=200', { sid });
    expect(listed.body.cards).toHaveLength(100);
  });
});
