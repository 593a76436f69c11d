import { randomUUID } from 'node:crypto';
import type { QuestData } from '@kurio/shared/quests';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, withSignIn } from '../../../../test/helpers/http';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitRules: { signupPerIp: { limit: 1000, windowMs: 60_000 } } });
});
afterAll(() => t.close());

const headers = (sid: string) => ({ ...withSignIn(sid), 'x-time-zone': 'UTC' });

async function questData(sid: string): Promise<QuestData> {
  return (await t.app.inject({ url: '/api/quest/data', headers: headers(sid) })).json();
}

const tick = (bookId: string, episodeId: string, completed: boolean, madeAt: number) => ({
  clientId: randomUUID(),
  bookId,
  episodeId,
  completed,
  madeAt,
});

async function sync(sid: string, ticks: ReturnType<typeof tick>[]) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/quest/episode/batch',
    headers: headers(sid),
    payload: { ticks },
  });
  expect(response.statusCode).toBe(200);
  return (response.json().results as { status: string }[]).map((result) => result.status);
}

describe('POST /api/quest/episode/batch', () => {
  it('applies ticks once, in the order made, each dated when it was made', async () => {
    const user = await signUp(t.app);
    const [book] = (await questData(user.sid)).books;
    const [first, second] = book!.episodes;
    const yesterday = Date.now() - 86_400_000;
    const batch = [
      tick(book!.id, second!.id, true, yesterday + 2000),
      tick(book!.id, first!.id, true, yesterday),
      tick(book!.id, second!.id, false, yesterday + 1000),
    ];
    expect(await sync(user.sid, batch)).toEqual(['applied', 'applied', 'applied']);
    expect(await sync(user.sid, batch)).toEqual(['duplicate', 'duplicate', 'duplicate']);
    const data = await questData(user.sid);
    const episodes = data.books.find((candidate) => candidate.id === book!.id)!.episodes;
    expect(episodes[0]).toMatchObject({ isCompleted: true, completionDate: new Date(yesterday).toISOString() });
    expect(episodes[1]).toMatchObject({ isCompleted: true, completionDate: new Date(yesterday + 2000).toISOString() });
    expect(data.books.find((candidate) => candidate.id === book!.id)!.status).not.toBe('available');
  });

  it('reports an unknown book or episode as not found and applies the rest', async () => {
    const user = await signUp(t.app);
    const [book] = (await questData(user.sid)).books;
    const now = Date.now();
    const statuses = await sync(user.sid, [
      tick('no-such-book', 'one', true, now),
      tick(book!.id, 'no-such-episode', true, now),
      tick(book!.id, book!.episodes[0]!.id, true, now),
    ]);
    expect(statuses).toEqual(['notFound', 'notFound', 'applied']);
  });
});
