import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, withSignIn } from '../../../../test/helpers/http';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitRules: { signupPerIp: { limit: 1000, windowMs: 60_000 } } });
});
afterAll(() => t.close());

const update = (lessonId: string, madeAt: number, change: { completed?: boolean; positionMs?: number }) => ({
  clientId: randomUUID(),
  lessonId,
  madeAt,
  ...change,
});

async function sync(sid: string, updates: ReturnType<typeof update>[]) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/lessons/progress/batch',
    headers: withSignIn(sid),
    payload: { updates },
  });
  expect(response.statusCode).toBe(200);
  return (response.json().results as { status: string }[]).map((result) => result.status);
}

async function progress(sid: string, lessonId: string) {
  const response = await t.app.inject({ url: `/api/lessons/${lessonId}`, headers: withSignIn(sid) });
  return response.json().lesson.progress;
}

describe('POST /api/lessons/progress/batch', () => {
  it('applies offline progress once; sent again it changes nothing', async () => {
    const user = await signUp(t.app);
    const now = Date.now();
    const batch = [update('1', now - 2000, { positionMs: 4000 }), update('1', now - 1000, { completed: true })];
    expect(await sync(user.sid, batch)).toEqual(['applied', 'applied']);
    expect(await progress(user.sid, '1')).toEqual({ completed: true, positionMs: 4000 });
    await t.app.inject({
      method: 'PUT',
      url: '/api/lessons/1/progress',
      headers: withSignIn(user.sid),
      payload: { positionMs: 1000 },
    });
    expect(await sync(user.sid, batch)).toEqual(['duplicate', 'duplicate']);
    expect(await progress(user.sid, '1')).toEqual({ completed: true, positionMs: 1000 });
  });

  it('ends on the latest change whichever device syncs first', async () => {
    const now = Date.now();
    const older = (id: string) => update(id, now - 60_000, { positionMs: 1000, completed: false });
    const newer = (id: string) => update(id, now - 30_000, { positionMs: 2000, completed: true });
    const user = await signUp(t.app);
    await sync(user.sid, [newer('1')]);
    await sync(user.sid, [older('1')]);
    await sync(user.sid, [older('2')]);
    await sync(user.sid, [newer('2')]);
    expect(await progress(user.sid, '1')).toEqual({ completed: true, positionMs: 2000 });
    expect(await progress(user.sid, '2')).toEqual({ completed: true, positionMs: 2000 });
  });

  it('reports an unknown lesson as not found and a change timed in the future as invalid', async () => {
    const user = await signUp(t.app);
    const now = Date.now();
    const statuses = await sync(user.sid, [
      update('no-such-lesson', now, { completed: true }),
      update('1', now + 86_400_000, { completed: true }),
      update('2', now, { completed: true }),
    ]);
    expect(statuses).toEqual(['notFound', 'invalid', 'applied']);
    expect(await progress(user.sid, '1')).toEqual({ completed: false, positionMs: 0 });
  });

  it('needs a signed-in learner', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/lessons/progress/batch',
      payload: { updates: [update('1', Date.now(), { completed: true })] },
    });
    expect(response.statusCode).toBe(401);
  });
});
