import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, withSignIn } from '../../../../test/helpers/http';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { createOfflineAiService } from '../../../offline-ai/offline-ai-service';
import { keepWhenComplete } from '../services/created-lessons';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function parseEvents(body: string): { event: string; data: Record<string, unknown> }[] {
  return body
    .split('\n\n')
    .filter(Boolean)
    .map((block) => ({
      event: /^event: (.*)$/m.exec(block)?.[1] ?? '',
      data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}'),
    }));
}

const createLesson = (app: TestApp, sid: string, topic: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/lesson/create',
    headers: { ...withSignIn(sid), accept: 'text/event-stream' },
    payload: { topic },
  });
const get = (sid: string, url: string) => t.app.inject({ method: 'GET', url, headers: withSignIn(sid) });
const remove = (sid: string, url: string) => t.app.inject({ method: 'DELETE', url, headers: withSignIn(sid) });

describe('created lessons', () => {
  it('saves a finished lesson, announces it before done, and lists it newest first', async () => {
    const { sid } = await signUp(t.app);
    const first = parseEvents((await createLesson(t, sid, 'volcano')).body);
    expect(first.slice(-2).map((e) => e.event)).toEqual(['saved', 'done']);
    const saved = first.at(-2)!.data.lesson as { id: string; title: string; topic: string; createdAt: string };
    expect(saved).toMatchObject({ title: 'Volcano', topic: 'volcano' });
    expect(Date.parse(saved.createdAt)).not.toBeNaN();
    await createLesson(t, sid, 'river');

    const list = await get(sid, '/api/lessons/created');
    expect(list.statusCode).toBe(200);
    expect(list.json().lessons.map((l: { topic: string }) => l.topic)).toEqual(['river', 'volcano']);

    const opened = await get(sid, `/api/lessons/created/${saved.id}`);
    expect(opened.statusCode).toBe(200);
    const streamed = first
      .filter((e) => e.event === 'chunk')
      .map((e) => e.data.text)
      .join('');
    expect(opened.json().lesson).toEqual({ ...saved, markdown: streamed });
  });

  it("answers 404 for another user's lesson, and for a deleted one", async () => {
    const owner = await signUp(t.app);
    const other = await signUp(t.app);
    const events = parseEvents((await createLesson(t, owner.sid, 'volcano')).body);
    const { id } = events.find((e) => e.event === 'saved')!.data.lesson as { id: string };
    const url = `/api/lessons/created/${id}`;

    expect((await get(other.sid, url)).statusCode).toBe(404);
    expect((await remove(other.sid, url)).statusCode).toBe(404);
    expect((await get(other.sid, '/api/lessons/created')).json().lessons).toEqual([]);
    expect((await get(owner.sid, url)).statusCode).toBe(200);

    const deleted = await remove(owner.sid, url);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deleted: 1 });
    expect((await get(owner.sid, url)).statusCode).toBe(404);
    expect((await remove(owner.sid, url)).statusCode).toBe(404);
    expect((await get(owner.sid, '/api/lessons/created')).json().lessons).toEqual([]);
  });

  it('refuses a malformed id with 400 and a signed-out caller with 401', async () => {
    const { sid } = await signUp(t.app);
    const bad = await get(sid, '/api/lessons/created/not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation');
    expect((await remove(sid, '/api/lessons/created/42')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/lessons/created' })).statusCode).toBe(401);
  });

  it('keeps nothing when the writer fails part way', async () => {
    const offline = createOfflineAiService();
    const failing = await createTestApp({
      ai: {
        ...offline,
        async *createLesson() {
          yield '# Half a lesson\n\nThe first paragraph arrived.';
          throw new Error('the model went away');
        },
      },
    });
    try {
      const { sid } = await signUp(failing.app);
      const events = parseEvents((await createLesson(failing, sid, 'volcano')).body);
      expect(events.map((e) => e.event)).toEqual(['chunk', 'error']);
      const list = await failing.app.inject({ method: 'GET', url: '/api/lessons/created', headers: withSignIn(sid) });
      expect(list.json().lessons).toEqual([]);
    } finally {
      await failing.close();
    }
  });

  it('keeps nothing when the learner left, even if the writer then ends quietly', async () => {
    const left = new AbortController();
    async function* writer() {
      yield '# Half';
      left.abort();
    }
    const saves: string[] = [];
    const items = [];
    for await (const item of keepWhenComplete(writer(), left.signal, async (markdown) => {
      saves.push(markdown);
      return { id: 'x', title: 'Half', topic: 't', createdAt: new Date(0).toISOString() };
    })) {
      items.push(item);
    }
    expect(items).toEqual([{ text: '# Half' }]);
    expect(saves).toEqual([]);
  });
});
