import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpParent, withSignIn } from '../../../../test/helpers/http';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

/** The server's clock, moved by the tests: no test waits for real time to pass. */
let now = Date.UTC(2026, 10, 27, 10, 0);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  // The offline replies load their dictionary on first use; that is not what these tests time.
  const { sid } = await signUpParent(t.app);
  const started = await call(sid, 'POST', '/api/companion/sessions', { assistantId: 'nova' });
  await call(sid, 'POST', `/api/companion/sessions/${started.json().session.id}/messages`, { content: 'hello' });
}, 120_000);
afterAll(() => t.close());

const call = (sid: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, zone = 'Europe/London') =>
  t.app.inject({ method, url, headers: { ...withSignIn(sid), 'x-time-zone': zone }, ...(payload ? { payload } : {}) });

const child = { name: 'Ada', ageBand: '7-9', interests: '', personality: '', parentGoal: '' };

async function addChild(sid: string, limits: object, zone?: string) {
  const response = await call(sid, 'POST', '/api/companion/children', { ...child, ...limits }, zone);
  expect(response.statusCode).toBe(200);
  return response.json().child.id as string;
}

const start = (sid: string) => call(sid, 'POST', '/api/companion/sessions', { assistantId: 'nova' });
const say = (sid: string, id: string, content = 'i like cats') =>
  call(sid, 'POST', `/api/companion/sessions/${id}/messages`, { content });
const minutesToday = async (sid: string) =>
  (await call(sid, 'GET', '/api/companion/children')).json().children[0].minutesUsedToday as number;

describe("a child's daily minutes, counted and enforced by the server", () => {
  it('says goodbye kindly once the minutes are used, refuses a new conversation, and lets the child talk tomorrow', async () => {
    now = Date.UTC(2026, 10, 27, 10, 0);
    const { sid } = await signUpParent(t.app);
    await addChild(sid, { dailyMinutes: 5 });
    const id = (await start(sid)).json().session.id;
    for (let exchange = 0; exchange < 4; exchange++) {
      expect((await say(sid, id)).statusCode).toBe(200);
      now += 100_000;
    }
    // Three pauses of 100 s between four exchanges: 5 minutes.
    expect(await minutesToday(sid)).toBe(5);

    const refused = await say(sid, id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'talkTimeUsed',
      message: "That's all our talking time for today, Ada! I loved chatting with you. See you tomorrow!",
    });
    expect((await start(sid)).json().code).toBe('talkTimeUsed');
    const { session } = (await call(sid, 'GET', `/api/companion/sessions/${id}`)).json();
    expect(session.messages).toHaveLength(8);

    // A minute past midnight in London, a new day's minutes.
    now = Date.UTC(2026, 10, 28, 0, 1);
    expect(await minutesToday(sid)).toBe(0);
    expect((await say(sid, id)).statusCode).toBe(200);
  });

  it('counts a long pause as two minutes, not the time the screen stayed open', async () => {
    now = Date.UTC(2026, 10, 27, 9, 0);
    const { sid } = await signUpParent(t.app);
    await addChild(sid, { dailyMinutes: 10 });
    const id = (await start(sid)).json().session.id;
    await say(sid, id);
    now += 45 * 60_000;
    await say(sid, id);
    expect(await minutesToday(sid)).toBe(2);
  });

  it('will not start or go on during quiet hours in the parent’s time zone, overnight included', async () => {
    const { sid } = await signUpParent(t.app);
    await addChild(sid, { quietHours: [{ start: '19:30', end: '07:00' }] }, 'America/New_York');
    now = Date.UTC(2026, 11, 1, 12, 30); // 07:30 in New York
    const id = (await start(sid)).json().session.id;
    expect((await say(sid, id)).statusCode).toBe(200);

    now = Date.UTC(2026, 11, 2, 1, 0); // 20:00 in New York
    const refused = await say(sid, id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'quietHours',
      message: "It's quiet time now, Ada. Time to rest! Let's talk again later.",
    });
    now = Date.UTC(2026, 11, 2, 11, 59); // 06:59
    expect((await start(sid)).json().code).toBe('quietHours');
    now = Date.UTC(2026, 11, 2, 12, 0); // 07:00, the end is not quiet
    expect((await start(sid)).statusCode).toBe(200);
  });

  it('refuses minutes out of range and malformed or overlapping quiet hours with a clear message, saving nothing', async () => {
    const { sid } = await signUpParent(t.app);
    const id = await addChild(sid, { dailyMinutes: 30 });
    const cases: [object, Record<string, string>][] = [
      [{ dailyMinutes: 3 }, { dailyMinutes: 'Daily minutes must be a whole number from 5 to 240' }],
      [{ dailyMinutes: 12.5 }, { dailyMinutes: 'Daily minutes must be a whole number from 5 to 240' }],
      [
        { quietHours: [{ start: '25:00', end: '07:00' }] },
        { 'quietHours.0.start': 'Write times as hours and minutes, like 19:30' },
      ],
      [
        { quietHours: [{ start: '08:00', end: '08:00' }] },
        { 'quietHours.0.end': 'A quiet period must end at a different time than it starts' },
      ],
      [
        {
          quietHours: [
            { start: '19:00', end: '07:00' },
            { start: '06:00', end: '08:00' },
          ],
        },
        { quietHours: 'Quiet periods must not overlap' },
      ],
    ];
    for (const [limits, fieldErrors] of cases) {
      const response = await call(sid, 'PUT', `/api/companion/children/${id}`, { ...child, ...limits });
      expect(response.statusCode, JSON.stringify(limits)).toBe(400);
      expect(response.json().fieldErrors).toEqual(fieldErrors);
    }
    const [saved] = (await call(sid, 'GET', '/api/companion/children')).json().children;
    expect(saved).toMatchObject({ dailyMinutes: 30, quietHours: [] });
  });
});
