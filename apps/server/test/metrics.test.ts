import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../src/app';
import { signUp, withSignIn } from './helpers/http';
import { createTestApp, type TestApp, testEngine } from './helpers/test-app';

const token = 'metrics-token-for-the-tests';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: token, SIGNUP_LIMIT_PER_HOUR: '100' } });
});
afterAll(() => t.close());

const post = (sid: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: withSignIn(sid), payload });

async function scrape(): Promise<string> {
  const response = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain');
  return response.body;
}

/** The value of one sample in Prometheus' text format, 0 when the series has none yet. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const [series, value] = line.split(' ');
    if (series !== name && !series?.startsWith(`${name}{`)) continue;
    if (wanted.every((pair) => series.includes(pair))) return Number(value);
  }
  return 0;
}

describe('GET /metrics', () => {
  it('answers 404 when no token is configured, and 401 without the right bearer token', async () => {
    const unwatched = await createTestApp();
    try {
      expect((await unwatched.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await unwatched.close();
    }
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer not-the-token-at-all' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.headers['www-authenticate']).toContain('Bearer');
  });

  it('counts requests by route pattern and status, with latency buckets', async () => {
    const route = { method: 'GET', route: '/api/card/media/:id', status: '404' };
    const before = sample(await scrape(), 'kurio_http_request_duration_seconds_count', route);
    const { sid } = await signUp(t.app);
    for (const id of [randomUUID(), randomUUID()]) {
      await t.app.inject({ url: `/api/card/media/${id}`, headers: withSignIn(sid) });
    }
    const text = await scrape();
    expect(sample(text, 'kurio_http_request_duration_seconds_count', route)).toBe(before + 2);
    expect(sample(text, 'kurio_http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(before + 2);
    expect(text).not.toMatch(/route="\/api\/card\/media\/[0-9a-f]/);
  });

  it('shows the heap, the event-loop delay and the wait for PGlite', async () => {
    const before = sample(await scrape(), 'kurio_pglite_queue_wait_seconds_count');
    await signUp(t.app);
    const text = await scrape();
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    if (testEngine === 'pglite') expect(sample(text, 'kurio_pglite_queue_wait_seconds_count')).toBeGreaterThan(before);
  });

  it('counts AI calls by provider and outcome', async () => {
    const { sid } = await signUp(t.app);
    const ok = { provider: 'offline', outcome: 'ok' };
    const refused = { provider: 'offline', outcome: 'cannotCover' };
    const before = await scrape();
    const generate = (topic: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/card/generate',
        headers: withSignIn(sid),
        payload: { topic, quantity: 2 },
      });
    expect((await generate('volcano')).statusCode).toBe(200);
    expect((await generate('photosynthesys')).statusCode).toBe(422);
    const after = await scrape();
    expect(sample(after, 'kurio_ai_calls_total', ok)).toBe(sample(before, 'kurio_ai_calls_total', ok) + 1);
    expect(sample(after, 'kurio_ai_calls_total', refused)).toBe(sample(before, 'kurio_ai_calls_total', refused) + 1);
  });

  it('counts sync batches, and their operations applied and duplicate', async () => {
    const { sid } = await signUp(t.app);
    const created = await post(sid, '/api/card/create', { cards: [{ question: 'Q?', answer: 'A' }] });
    const [card] = created.json().cards;
    const reviews = [{ clientId: randomUUID(), id: card.id, quality: 4, reviewedAt: Date.now() }];
    const before = await scrape();
    for (let i = 0; i < 2; i++) {
      expect((await post(sid, '/api/card/review/batch', { reviews })).statusCode).toBe(200);
    }
    const after = await scrape();
    const moved = (name: string, labels: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(moved('kurio_sync_batches_total', { kind: 'review' })).toBe(2);
    expect(moved('kurio_sync_operations_total', { kind: 'review', status: 'applied' })).toBe(1);
    expect(moved('kurio_sync_operations_total', { kind: 'review', status: 'duplicate' })).toBe(1);
  });
});

describe('request ids', () => {
  async function appLogging(env: Record<string, string>) {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const logger = { ...(loggerOptions('info') as object), stream };
    return { lines, ...(await createTestApp({ env, logger })) };
  }

  it('returns a new id in X-Request-Id and writes it on every line logged for the request', async () => {
    const logged = await appLogging({});
    try {
      const response = await logged.app.inject({ url: '/healthz', headers: { 'x-request-id': 'chosen-by-client' } });
      const id = response.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const forRequest = logged.lines.filter((line) => line.req !== undefined || line.res !== undefined);
      expect(forRequest.length).toBeGreaterThanOrEqual(2);
      for (const line of forRequest) expect(line.reqId).toBe(id);
    } finally {
      await logged.close();
    }
  });

  it("keeps a trusted proxy's X-Request-Id, and only a well-formed one", async () => {
    const behindProxy = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const kept = await behindProxy.app.inject({ url: '/healthz', headers: { 'x-request-id': 'proxy-42.a' } });
      expect(kept.headers['x-request-id']).toBe('proxy-42.a');
      const forged = await behindProxy.app.inject({
        url: '/healthz',
        headers: { 'x-request-id': 'two words; "quoted"' },
      });
      expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await behindProxy.close();
    }
  });
});
