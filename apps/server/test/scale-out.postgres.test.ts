import type { Card } from '@kurio/shared/cards';
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
  it('takes a sign-in made on one process on the other', async () => {
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

  it('pays a checkout started on one process on the other, once, and both see the plan', async () => {
    const [first, second] = servers.map((server) => server.url) as [string, string];
    const { sid } = await signUpOver(first);
    const start = await api(first, '/api/create-checkout-session', { sid, body: { plan: 'pro', interval: 'yearly' } });
    expect(start.status).toBe(200);
    const checkoutId = (start.body.url as string).split('/').at(-1);
    const completed = await Promise.all(
      [first, second].map((url) => api(url, `/api/checkout/test/${checkoutId}/complete`, { sid, method: 'POST' })),
    );
    expect(completed.map((response) => response.status).sort()).toEqual([200, 409]);
    const success = await api(second, '/api/stripe/handle_payment_success', { sid, body: { csId: checkoutId } });
    expect(success.status).toBe(200);
    expect((await api(first, '/api/user/status', { sid })).body.user.membership.plan).toBe(1);
  });

  // Last: it kills the second process.
  it('keeps every rating either process acknowledged when one is killed mid-load', async () => {
    const [first, second] = servers.map((server) => server.url) as [string, string];
    const { sid } = await signUpOver(first);
    const created = await api(first, '/api/card/create', {
      sid,
      body: { cards: Array.from({ length: 80 }, (_, i) => ({ question: `kill ${i}`, answer: 'a' })) },
    });
    const unrated: Card[] = [...created.body.cards];
    const acknowledged = new Map<number, number>();
    const acknowledgedBy = [0, 0];
    let connectionErrors = 0;
    const killAfter = 20;
    // Four clients, each alternating between the processes; the second is killed after the 20th acknowledgement.
    const client = async (index: number) => {
      for (let turn = index; unrated.length > 0; turn++) {
        const card = unrated.shift()!;
        const target = turn % 2;
        try {
          const response = await api([first, second][target]!, '/api/card/review', {
            sid,
            body: { id: card.id, quality: 4 },
          });
          expect(response.status).toBe(200);
          acknowledged.set(card.id, response.body.dueAt);
          acknowledgedBy[target]!++;
          if (acknowledged.size === killAfter) servers[1]!.child.kill('SIGKILL');
        } catch (error) {
          if (!(error instanceof TypeError)) throw error; // fetch failed: the killed process
          connectionErrors++;
        }
      }
    };
    await Promise.all([0, 1, 2, 3].map(client));
    expect(await servers[1]!.exited).toBe('SIGKILL');
    expect(connectionErrors).toBeGreaterThan(0);
    expect(acknowledgedBy[1]).toBeGreaterThanOrEqual(killAfter / 4);

    const listed = await api(first, '/api/card/list?limit=200', { sid });
    const dueAt = new Map((listed.body.cards as Card[]).map((card) => [card.id, card.dueAt]));
    for (const [id, due] of acknowledged) expect(dueAt.get(id)).toBe(due);
    const handle = await database.open();
    try {
      const logged = await handle.withConnection((connection) =>
        connection.query<{ card_id: string }>(
          `SELECT card_id FROM card_reviews WHERE card_id IN (${[...acknowledged.keys()].join(',')})`,
        ),
      );
      expect(logged.map((row) => Number(row.card_id)).sort((a, b) => a - b)).toEqual(
        [...acknowledged.keys()].sort((a, b) => a - b),
      );
    } finally {
      await handle.close();
    }
  });
});
