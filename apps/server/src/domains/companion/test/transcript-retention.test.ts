import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpParent, withSignIn } from '../../../../test/helpers/http';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { deleteExpiredConversations } from '../services/transcript-retention';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const dayMs = 24 * 60 * 60_000;
const call = (sid: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: withSignIn(sid), ...(payload ? { payload } : {}) });

async function conversation(sid: string, content: string): Promise<string> {
  const id = (await call(sid, 'POST', '/api/companion/sessions', { assistantId: 'nova' })).json().session.id;
  await call(sid, 'POST', `/api/companion/sessions/${id}/messages`, { content });
  return id;
}

async function rowsOf(userId: string) {
  const [row] = await t.database.withConnection((c) =>
    c.query<{ sessions: number; messages: number }>(`SELECT
      (SELECT count(*)::int FROM companion_sessions WHERE user_id = '${userId}') AS sessions,
      (SELECT count(*)::int FROM companion_messages m JOIN companion_sessions s ON s.id = m.session_id
        WHERE s.user_id = '${userId}') AS messages`),
  );
  return row!;
}

describe('transcript retention', () => {
  it('keeps 30 days unless the parent chooses 7 or 90, and refuses any other period', async () => {
    const { sid } = await signUpParent(t.app);
    expect((await call(sid, 'GET', '/api/companion/retention')).json()).toEqual({ retentionDays: 30 });
    const odd = await call(sid, 'PUT', '/api/companion/retention', { retentionDays: 14 });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().fieldErrors.retentionDays).toBe('Choose 7, 30 or 90 days');
    expect((await call(sid, 'PUT', '/api/companion/retention', { retentionDays: 7 })).json()).toEqual({
      retentionDays: 7,
    });
    expect((await call(sid, 'GET', '/api/companion/retention')).json()).toEqual({ retentionDays: 7 });
  });

  it('deletes the rows past the period, flagged ones only once the parent has opened them', async () => {
    const seven = await signUpParent(t.app);
    await call(seven.sid, 'PUT', '/api/companion/retention', { retentionDays: 7 });
    const calm = await conversation(seven.sid, 'why is the sky blue');
    const flaggedUnseen = await conversation(seven.sid, 'i want to kill myself');
    const flaggedSeen = await conversation(seven.sid, 'a stranger said to get in his car');
    await call(seven.sid, 'GET', `/api/companion/sessions/${flaggedSeen}`);
    const thirty = await signUpParent(t.app);
    await conversation(thirty.sid, 'tell me about owls');
    expect(await rowsOf(seven.userId)).toEqual({ sessions: 3, messages: 6 });

    // Six days on nothing is due; eight days on, the seven-day account's calm and seen conversations go.
    await deleteExpiredConversations(t.database.db, Date.now() + 6 * dayMs);
    expect((await rowsOf(seven.userId)).sessions).toBe(3);
    await deleteExpiredConversations(t.database.db, Date.now() + 8 * dayMs);
    expect(await rowsOf(seven.userId)).toEqual({ sessions: 1, messages: 2 });
    const left = (await call(seven.sid, 'GET', '/api/companion/sessions')).json().sessions;
    expect(left.map((s: { id: string }) => s.id)).toEqual([flaggedUnseen]);
    expect([calm, flaggedSeen]).not.toContain(left[0].id);
    expect(await rowsOf(thirty.userId)).toEqual({ sessions: 1, messages: 2 });

    // Once the parent opens the flagged one, the next sweep removes it; the 30-day account's goes after 30 days.
    await call(seven.sid, 'GET', `/api/companion/sessions/${flaggedUnseen}`);
    await deleteExpiredConversations(t.database.db, Date.now() + 31 * dayMs);
    expect(await rowsOf(seven.userId)).toEqual({ sessions: 0, messages: 0 });
    expect(await rowsOf(thirty.userId)).toEqual({ sessions: 0, messages: 0 });
  }, 90_000);
});
