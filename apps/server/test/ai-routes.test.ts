import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiUsage, users } from '../src/db/schema/index';
import { FakeOpenAiServer } from './helpers/fake-openai-server';
import { signUp, withSignIn } from './helpers/http';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  // More sign-ups than the default per-IP hourly limit: every test starts from a fresh user.
  t = await createTestApp({ env: { SIGNUP_LIMIT_PER_HOUR: '100' } });
});
afterAll(() => t.close());

const generate = (sid: string | undefined, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/card/generate', headers: sid ? withSignIn(sid) : {}, payload });

const generateStream = (app: TestApp['app'], sid: string, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/card/generate',
    headers: { ...withSignIn(sid), accept: 'text/event-stream' },
    payload,
  });

/** The generated cards charged to a user this month. */
async function cardsCharged(app: TestApp, userId: string): Promise<number> {
  const rows = await app.database.db.select().from(aiUsage).where(eq(aiUsage.userId, userId));
  return rows.find((row) => row.kind === 'cards')?.used ?? 0;
}

const script = `Welcome to lesson one. Today we talk about saving money.

Compound interest means that the interest you earn also earns interest. Over many years this makes savings grow quickly.`;

/** The events of a Server-Sent Events body, in order. */
function parseEvents(body: string): { event: string; data: Record<string, unknown> }[] {
  return body
    .split('\n\n')
    .filter(Boolean)
    .map((block) => ({
      event: /^event: (.*)$/m.exec(block)?.[1] ?? '',
      data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}'),
    }));
}

describe('POST /api/card/generate (offline)', () => {
  it('returns five distinct photosynthesis cards to a signed-in user, without saving them', async () => {
    const { sid } = await signUp(t.app);
    const response = await generate(sid, { topic: 'photosynthesis', quantity: 5 });
    expect(response.statusCode).toBe(200);
    const { cards } = response.json();
    expect(cards).toHaveLength(5);
    expect(new Set(cards.map((card: { question: string }) => card.question)).size).toBe(5);
    expect(cards[0]).toEqual({
      question: 'What does “photosynthesis” mean?',
      answer: 'Synthesis of compounds with the aid of radiant energy (especially in plants).',
    });
  });

  it('streams the cards one event each, then done, when the client accepts text/event-stream', async () => {
    const { sid, userId } = await signUp(t.app);
    const response = await generateStream(t.app, sid, { topic: 'photosynthesis', quantity: 5 });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    const events = parseEvents(response.body);
    expect(events.map((e) => e.event)).toEqual(['card', 'card', 'card', 'card', 'card', 'done']);
    const json = await generate(sid, { topic: 'photosynthesis', quantity: 5 });
    expect(events.slice(0, 5).map((e) => e.data)).toEqual(json.json().cards);
    expect(await cardsCharged(t, userId)).toBe(10);
  });

  it('answers a streamed request it cannot cover with a plain 422 before any event, charging nothing', async () => {
    const { sid, userId } = await signUp(t.app);
    const response = await generateStream(t.app, sid, { topic: 'JavaScript Array Methods', quantity: 2 });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('cannotCover');
    expect(await cardsCharged(t, userId)).toBe(0);
  });

  it('needs a signed-in user and valid input', async () => {
    expect((await generate(undefined, { topic: 'dog', quantity: 2 })).statusCode).toBe(401);
    const { sid } = await signUp(t.app);
    const bad = await generate(sid, { topic: ' ', quantity: 3 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ topic: 'Topic is required', quantity: 'Choose 2, 5, 10, 15 or 20 cards' });
    const long = await generate(sid, { topic: 'dog', quantity: 2, sourceText: 'x'.repeat(20_001) });
    expect(long.json().fieldErrors).toEqual({ sourceText: 'Notes can be at most 20,000 characters' });
  });

  it('answers a topic offline mode cannot cover with 422 cannotCover, and does not charge the quota', async () => {
    const { sid } = await signUp(t.app);
    for (let i = 0; i < 30; i++) {
      const response = await generate(sid, { topic: 'JavaScript Array Methods', quantity: 20 });
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe('cannotCover');
    }
    expect((await generate(sid, { topic: 'dog', quantity: 20 })).statusCode).toBe(200);
  });
});

describe('the monthly card quota', () => {
  it('refuses the 51st generated card on the free plan with a 429 saying when it resets', async () => {
    const { sid } = await signUp(t.app);
    for (const quantity of [20, 20, 5, 5]) {
      expect((await generate(sid, { topic: 'dog', quantity })).statusCode).toBe(200);
    }
    const refused = await generate(sid, { topic: 'dog', quantity: 2 });
    expect(refused.statusCode).toBe(429);
    const now = new Date();
    const reset = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const month = reset.toLocaleString('en-US', { timeZone: 'UTC', month: 'long' });
    expect(refused.json()).toEqual({
      code: 'quotaExceeded',
      message: `You have used your 50 AI-generated cards for this month. It resets on ${month} 1, ${reset.getUTCFullYear()} at 00:00 UTC.`,
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('says how many are left when a request would go over', async () => {
    const { sid } = await signUp(t.app);
    for (const quantity of [20, 20, 5]) await generate(sid, { topic: 'dog', quantity });
    const refused = await generate(sid, { topic: 'dog', quantity: 10 });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^That would go over your 50 AI-generated cards for this month: you have 5 left/,
    );
    expect((await generate(sid, { topic: 'dog', quantity: 5 })).statusCode).toBe(200);
  });

  it('lets a pro member past 50', async () => {
    const { sid, userId } = await signUp(t.app);
    await t.database.db.update(users).set({ plan: 1, subscription: 1 }).where(eq(users.id, userId));
    for (let i = 0; i < 3; i++) expect((await generate(sid, { topic: 'dog', quantity: 20 })).statusCode).toBe(200);
  });

  it('holds under concurrent requests: never more than 50 cards handed out', async () => {
    const { sid } = await signUp(t.app);
    const responses = await Promise.all(Array.from({ length: 8 }, () => generate(sid, { topic: 'dog', quantity: 10 })));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(5);
    expect(responses.filter((response) => response.statusCode === 429)).toHaveLength(3);
  });
});

describe('POST /api/lesson/chat (offline)', () => {
  const payload = {
    fullScript: script,
    currentSentence: 'Today we talk about saving money.',
    messages: [{ role: 'user', content: 'What is compound interest?' }],
  };

  it('answers {reply} for a plain JSON request (docs/product.md §7), grounded in the lesson', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/lesson/chat', payload });
    expect(response.statusCode).toBe(200);
    expect(response.json().reply).toContain(
      '> Compound interest means that the interest you earn also earns interest.',
    );
  });

  it('streams Server-Sent Events when asked to', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/lesson/chat',
      headers: { accept: 'text/event-stream' },
      payload,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    const events = parseEvents(response.body);
    expect(events.at(-1)).toEqual({ event: 'done', data: {} });
    const text = events
      .filter((e) => e.event === 'chunk')
      .map((e) => e.data.text)
      .join('');
    expect(text).toContain('Compound interest means');
  });

  it('limits the size of what it is sent', async () => {
    const tooLong = await t.app.inject({
      method: 'POST',
      url: '/api/lesson/chat',
      payload: { ...payload, fullScript: 'a'.repeat(100_001) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fieldErrors).toEqual({ fullScript: 'The lesson transcript is too long' });
    const many = Array.from({ length: 41 }, () => ({ role: 'user', content: 'hi' }));
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/api/lesson/chat',
      payload: { ...payload, messages: many },
    });
    expect(tooMany.json().fieldErrors).toEqual({ messages: 'Keep the conversation under 40 messages' });
  });

  it('applies the daily tutor quota to a signed-in learner', async () => {
    const { sid } = await signUp(t.app);
    const ask = () => t.app.inject({ method: 'POST', url: '/api/lesson/chat', headers: withSignIn(sid), payload });
    for (let i = 0; i < 50; i++) expect((await ask()).statusCode).toBe(200);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^You have asked the lesson tutor 50 questions today, the daily limit\. It resets on /,
    );
  });
});

describe('POST /api/lesson/create (offline)', () => {
  it('streams a markdown lesson to a signed-in user', async () => {
    const { sid } = await signUp(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/lesson/create',
      headers: { ...withSignIn(sid), accept: 'text/event-stream' },
      payload: { topic: 'volcano' },
    });
    expect(response.statusCode).toBe(200);
    const events = parseEvents(response.body);
    expect(events[0]?.data.text).toBe('# Volcano\n\n');
    expect(events.at(-1)?.event).toBe('done');
  });

  it('answers a topic it cannot cover with a 422 before streaming', async () => {
    const { sid } = await signUp(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/lesson/create',
      headers: withSignIn(sid),
      payload: { topic: 'Quantum chromodynamics for beginners' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/^Offline mode cannot write a lesson on/);
  });
});

describe('the AI endpoints with a model (AI_PROVIDER=openai-compatible)', () => {
  let fake: FakeOpenAiServer;
  let m: TestApp;
  beforeAll(async () => {
    fake = await FakeOpenAiServer.start();
    m = await createTestApp({
      env: { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: fake.baseUrl, AI_MODEL: 'fake', AI_TIMEOUT_MS: '1500' },
    });
  });
  afterAll(async () => {
    await m.close();
    await fake.close();
  });
  let address: string | undefined;
  const listening = async () => {
    address ??= await m.app.listen({ port: 0, host: '127.0.0.1' });
    return address;
  };

  const generateWithModel = (sid: string) =>
    m.app.inject({
      method: 'POST',
      url: '/api/card/generate',
      headers: withSignIn(sid),
      payload: { topic: 'Rust', quantity: 2 },
    });

  it('returns model-written cards', async () => {
    const { sid } = await signUp(m.app);
    const cards = [
      { question: 'What is ownership?', answer: 'Each value has **one** owner.' },
      { question: 'What is borrowing?', answer: 'Using a value through a reference.' },
    ];
    fake.reply({ content: JSON.stringify({ cards }) });
    const response = await generateWithModel(sid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ cards });
  });

  it('streams model cards as they are written and charges only the cards delivered when the model fails', async () => {
    const { sid, userId } = await signUp(m.app);
    const cards = [
      { question: 'What is ownership?', answer: 'Each value has **one** owner.' },
      { question: 'What is borrowing?', answer: 'Using a value through a reference.' },
    ];
    const json = JSON.stringify({ cards });
    fake.reply({ content: json, chunks: json.match(/[\s\S]{1,9}/g) ?? [] });
    const whole = await generateStream(m.app, sid, { topic: 'Rust', quantity: 2 });
    expect(parseEvents(whole.body)).toEqual([
      { event: 'card', data: cards[0] },
      { event: 'card', data: cards[1] },
      { event: 'done', data: {} },
    ]);
    expect(await cardsCharged(m, userId)).toBe(2);

    fake.reply({ content: json, chunks: [json.slice(0, json.indexOf('borrowing'))], dropConnection: true });
    const broken = await generateStream(m.app, sid, { topic: 'Rust', quantity: 2 });
    const events = parseEvents(broken.body);
    expect(events[0]).toEqual({ event: 'card', data: cards[0] });
    expect(events[1]?.event).toBe('error');
    expect(events[1]?.data.code).toBe('aiUnavailable');
    expect(events).toHaveLength(2);
    expect(await cardsCharged(m, userId)).toBe(3);

    // The JSON variant delivers nothing when generation fails, so it charges nothing.
    fake.reply({ content: json, chunks: [json.slice(0, json.indexOf('borrowing'))], dropConnection: true });
    expect((await generateWithModel(sid)).statusCode).toBe(502);
    expect(await cardsCharged(m, userId)).toBe(3);
  });

  it.each([
    [{ status: 429 }, 503, 'aiBusy'],
    [{ status: 500 }, 502, 'aiUnavailable'],
    [{ content: '{}', delayMs: 4000 }, 504, 'aiTimeout'],
  ])('turns a model failure (%j) into %i %s with a message a user understands', async (reply, status, code) => {
    const { sid } = await signUp(m.app);
    fake.reply(reply);
    const response = await generateWithModel(sid);
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toBe(code);
    expect(response.json().message).toMatch(/^The AI model /);
  });

  it('reports a failure in the middle of a stream as an error event, so the typing indicator ends', async () => {
    fake.reply({ content: 'one two three four five', chunkDelayMs: 4000 });
    const response = await m.app.inject({
      method: 'POST',
      url: '/api/lesson/chat',
      headers: { accept: 'text/event-stream' },
      payload: { fullScript: script, currentSentence: '', messages: [{ role: 'user', content: 'Why?' }] },
    });
    const events = parseEvents(response.body);
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: { code: 'aiTimeout', message: 'The AI model took too long to answer. Please try again.' },
    });
  });

  it('stops the upstream model call when the browser aborts', async () => {
    const address = await listening();
    fake.reply({ content: 'a b c d e f g h i j k l m n o p q r s t', chunkDelayMs: 100 });
    const before = fake.requests.length;
    const controller = new AbortController();
    const response = await fetch(`${address}/api/lesson/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ fullScript: script, currentSentence: '', messages: [{ role: 'user', content: 'Why?' }] }),
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    await reader.read();
    controller.abort();
    await expect.poll(() => fake.requests[before]?.closedEarly, { timeout: 3000 }).toBe(true);
  });

  it('stops the model and refunds the cards not delivered when the browser leaves mid-stream', async () => {
    const { sid, userId } = await signUp(m.app);
    const cards = Array.from({ length: 5 }, (_, i) => ({ question: `Question ${i}?`, answer: `Answer ${i}` }));
    const json = JSON.stringify({ cards });
    fake.reply({ content: json, chunks: json.match(/[\s\S]{1,9}/g) ?? [], chunkDelayMs: 60 });
    const before = fake.requests.length;
    const controller = new AbortController();
    const response = await fetch(`${await listening()}/api/card/generate`, {
      method: 'POST',
      headers: { ...withSignIn(sid), 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ topic: 'Rust', quantity: 5 }),
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    const { value } = await reader.read();
    const received = (new TextDecoder().decode(value).match(/^event: card$/gm) ?? []).length;
    expect(received).toBeGreaterThanOrEqual(1);
    controller.abort();
    await expect.poll(() => fake.requests[before]?.closedEarly, { timeout: 3000 }).toBe(true);
    await expect.poll(() => cardsCharged(m, userId)).toBeLessThan(5);
    expect(await cardsCharged(m, userId)).toBeGreaterThanOrEqual(received);
  });
});
