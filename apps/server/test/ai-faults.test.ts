import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeOpenAiServer } from './helpers/fake-openai-server';
import { api, signUpOver } from './helpers/http-client';
import { createProcessDatabase, type ProcessDatabase } from './helpers/process-database';
import { type ServerProcess, startServerProcess } from './helpers/server-process';

// The built server points at a port where the fake model is started and stopped: closed, it refuses
// connections (the provider is down); open, it answers late or on time.
let modelPort: number;
let database: ProcessDatabase;
let server: ServerProcess;
beforeAll(async () => {
  const probe = await FakeOpenAiServer.start();
  modelPort = Number(new URL(probe.baseUrl).port);
  await probe.close();
  database = await createProcessDatabase();
  server = await startServerProcess({
    ...database.env,
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: `http://127.0.0.1:${modelPort}/v1`,
    AI_MODEL: 'fake',
    AI_TIMEOUT_MS: '1000',
  });
}, 60_000);
afterAll(async () => {
  await server?.kill('SIGTERM');
  await database?.remove();
});

const twentyCards = JSON.stringify({
  cards: Array.from({ length: 20 }, (_, i) => ({ question: `Question ${i}?`, answer: `Answer ${i}.` })),
});

describe('the AI provider down or slow, seen through the built server', () => {
  it('answers a clear 502 or 504, saves nothing and charges no quota, then works when the model is back', async () => {
    const { sid } = await signUpOver(server.url);
    const generate = () => api(server.url, '/api/card/generate', { sid, body: { topic: 'Rust', quantity: 20 } });

    const down = await generate();
    expect(down.status).toBe(502);
    expect(down.body).toEqual({
      code: 'aiUnavailable',
      message: 'The AI model is not available right now. Please try again in a few minutes.',
    });

    const model = await FakeOpenAiServer.start(modelPort);
    try {
      model.reply({ content: twentyCards, delayMs: 3000 });
      const slow = await generate();
      expect(slow.status).toBe(504);
      expect(slow.body).toEqual({
        code: 'aiTimeout',
        message: 'The AI model took too long to answer. Please try again.',
      });

      // Both failures were given back: the free plan's 50 a month still has room for 20 + 20.
      model.fallback = { content: twentyCards };
      expect((await generate()).status).toBe(200);
      expect((await generate()).status).toBe(200);
      expect((await api(server.url, '/api/card/list', { sid })).body.cards).toEqual([]);
    } finally {
      await model.close();
    }
  });
});
