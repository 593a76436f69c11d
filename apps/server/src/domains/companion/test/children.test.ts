import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpParent, withSignIn } from '../../../../test/helpers/http';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The offline replies and the safety layer load their dictionary and classifiers on first use; that is not
  // what these tests time.
  await childSays((await signUpParent(t.app)).sid, "tell me about cats, i don't want to live anymore");
}, 120_000);
afterAll(() => t.close());

const call = (sid: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: withSignIn(sid), ...(payload ? { payload } : {}) });

const child = (name: string, ageBand: string) => ({ name, ageBand, interests: '', personality: '', parentGoal: '' });

async function addChild(sid: string, name: string, ageBand = '7-9') {
  const response = await call(sid, 'POST', '/api/companion/children', child(name, ageBand));
  expect(response.statusCode).toBe(200);
  return response.json().child.id as string;
}

async function childSays(sid: string, content: string, childId?: string) {
  const started = await call(sid, 'POST', '/api/companion/sessions', { assistantId: 'nova', childId });
  expect(started.statusCode).toBe(200);
  const id = started.json().session.id as string;
  const said = await call(sid, 'POST', `/api/companion/sessions/${id}/messages`, { content });
  expect(said.statusCode).toBe(200);
  return { id, reply: said.json().reply.content as string };
}

type HistoryItem = { id: string; childId: string | null; childName: string | null; flaggedCount: number };
/** The parents' history, of one child as the parents area shows it when a child is chosen, or of all. */
const historyOf = async (sid: string, childId?: string) => {
  const all = (await call(sid, 'GET', '/api/companion/sessions')).json().sessions as HistoryItem[];
  return childId ? all.filter((item) => item.childId === childId) : all;
};

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean);

describe('a profile per child', () => {
  it('keeps each child’s conversations and flags apart, and asks who is talking once there are two', async () => {
    const { sid } = await signUpParent(t.app);
    const ada = await addChild(sid, 'Ada');
    const ben = await addChild(sid, 'Ben', '10-12');
    expect(
      (await call(sid, 'GET', '/api/companion/children')).json().children.map((c: { name: string }) => c.name),
    ).toEqual(['Ada', 'Ben']);

    const unchosen = await call(sid, 'POST', '/api/companion/sessions', { assistantId: 'nova' });
    expect(unchosen.statusCode).toBe(400);
    expect(unchosen.json()).toMatchObject({
      message: 'Choose who is talking first.',
      fieldErrors: { childId: 'Choose who is talking first.' },
    });

    const adas = await childSays(sid, 'i like drawing cats', ada);
    const bens = await childSays(sid, "i don't want to live anymore", ben);
    expect((await historyOf(sid, ada)).map((c) => c.id)).toEqual([adas.id]);
    const bensHistory = await historyOf(sid, ben);
    expect(bensHistory).toEqual([
      expect.objectContaining({ id: bens.id, childId: ben, childName: 'Ben', flaggedCount: 1 }),
    ]);
    expect((await historyOf(sid)).map((c) => c.childName)).toEqual(['Ben', 'Ada']);
    const opened = await call(sid, 'GET', `/api/companion/sessions/${bens.id}`);
    expect(opened.json().session.childName).toBe('Ben');
  });

  it("refuses another account's child, and deleting a child deletes their conversations and messages", async () => {
    const owner = await signUpParent(t.app);
    const other = await signUpParent(t.app);
    const ada = await addChild(owner.sid, 'Ada');
    const keep = await addChild(owner.sid, 'Kit');
    await childSays(owner.sid, 'hello', ada);
    await childSays(owner.sid, 'hello', keep);

    expect(
      (await call(other.sid, 'POST', '/api/companion/sessions', { assistantId: 'nova', childId: ada })).statusCode,
    ).toBe(404);
    expect((await call(other.sid, 'PUT', `/api/companion/children/${ada}`, child('Mine', '4-6'))).statusCode).toBe(404);
    expect((await call(other.sid, 'DELETE', `/api/companion/children/${ada}`)).statusCode).toBe(404);

    const renamed = await call(owner.sid, 'PUT', `/api/companion/children/${ada}`, child('Addie', '4-6'));
    expect(renamed.json().child).toMatchObject({ id: ada, name: 'Addie', ageBand: '4-6' });

    const rows = async (table: string) =>
      (
        await t.database.withConnection((c) =>
          c.query<{ n: number }>(
            table === 'companion_messages'
              ? `SELECT count(*)::int AS n FROM companion_messages m JOIN companion_sessions s ON s.id = m.session_id WHERE s.child_id = '${ada}'`
              : `SELECT count(*)::int AS n FROM ${table} WHERE ${table === 'companion_children' ? 'id' : 'child_id'} = '${ada}'`,
          ),
        )
      )[0]!.n;
    for (const table of ['companion_children', 'companion_sessions', 'companion_messages']) {
      expect(await rows(table), table).toBeGreaterThan(0);
    }
    expect((await call(owner.sid, 'DELETE', `/api/companion/children/${ada}`)).json()).toEqual({ deleted: 1 });
    for (const table of ['companion_children', 'companion_sessions', 'companion_messages']) {
      expect(await rows(table), table).toBe(0);
    }
    expect((await historyOf(owner.sid)).map((c) => c.childName)).toEqual(['Kit']);
  });

  it('says clearly what is wrong with a profile and keeps the account unchanged', async () => {
    const { sid } = await signUpParent(t.app);
    const blank = await call(sid, 'POST', '/api/companion/children', child('   ', '4-6'));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors).toEqual({ name: 'Enter a first name or nickname' });
    const band = await call(sid, 'POST', '/api/companion/children', child('Ada', '3'));
    expect(band.json().fieldErrors).toEqual({ ageBand: 'Choose an age band: 4–6, 7–9 or 10–12' });
    expect((await call(sid, 'GET', '/api/companion/children')).json().children).toEqual([]);
  });

  it('keeps working for an account without children: conversations have no child', async () => {
    const { sid } = await signUpParent(t.app);
    const { id } = await childSays(sid, 'hello');
    expect(await historyOf(sid)).toEqual([expect.objectContaining({ id, childName: null })]);
  });

  it('answers the youngest in fewer sentences and everyday words, offline', async () => {
    const { sid } = await signUpParent(t.app);
    const young = await addChild(sid, 'Ada', '4-6');
    const older = await addChild(sid, 'Ben', '10-12');
    // A fact reply: the whole one for 10–12, the opening and the question for 4–6.
    const said = 'tell me about octopus';
    const forOlder = (await childSays(sid, said, older)).reply;
    const forYoung = (await childSays(sid, said, young)).reply;
    expect(sentences(forOlder).length).toBeGreaterThan(2);
    expect(sentences(forYoung).length).toBeLessThanOrEqual(2);
    expect(forYoung.length).toBeLessThan(forOlder.length);
    const general = (await childSays(sid, 'i made a thing', young)).reply;
    expect(general).not.toMatch(/interesting|wonderful|amazing/i);
  });
});
