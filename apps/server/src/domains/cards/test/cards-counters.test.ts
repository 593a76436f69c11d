import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bucketDrift } from '../../../../test/helpers/card-counters';
import { signUp, withSignIn } from '../../../../test/helpers/http';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

// The dashboard reads counters that triggers maintain (migration 0008); these tests compare it with a
// direct count over the cards after every kind of change a user can make.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitRules: { signupPerIp: { limit: 1000, windowMs: 60_000 } } });
});
afterAll(() => t.close());

const zones = ['UTC', 'Asia/Kolkata', 'Asia/Kathmandu', 'America/St_Johns', 'Pacific/Chatham', 'Australia/Eucla'];

async function rows<Row extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<Row[]> {
  return (await t.database.db.execute<Row>(query)).rows;
}

const get = (sid: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...withSignIn(sid), ...headers } });
const post = (sid: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: withSignIn(sid), payload });

/** What the dashboard must say, counted row by row; "today" is the local calendar date in PostgreSQL's own zone rules. */
async function directCount(userId: string, zone: string) {
  const [row] = await rows<{ due_today: number; total: number; average: string | null }>(sql`
    SELECT count(*) FILTER (WHERE (due_at AT TIME ZONE ${zone})::date <= (now() AT TIME ZONE ${zone})::date)::int AS due_today,
           count(*)::int AS total,
           (SELECT round(avg(quality), 2) FROM card_reviews WHERE user_id = ${userId}) AS average
    FROM cards WHERE user_id = ${userId}`);
  return { dueToday: row!.due_today, total: row!.total, avgQuality: row!.average == null ? 0 : Number(row!.average) };
}

/** A small deterministic generator (mulberry32), so a failing sequence can be replayed. */
function random(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) % below;
  };
}

interface User {
  sid: string;
  userId: string;
}

async function newUser(): Promise<User> {
  const user = await signUp(t.app);
  await t.database.db.execute(sql`UPDATE users SET plan = 1 WHERE id = ${user.userId}`);
  return user;
}

async function cardIds(user: User): Promise<number[]> {
  const found = await rows<{ id: number }>(sql`SELECT id FROM cards WHERE user_id = ${user.userId} ORDER BY id`);
  return found.map((row) => Number(row.id));
}

describe('dashboard counters', () => {
  it('match a direct count after random creates, reviews, undos, deletes, imports, due changes and account deletions', async () => {
    const next = random(20_261_121);
    const users = [await newUser(), await newUser(), await newUser()];
    const pick = <T>(items: T[]) => items[next(items.length)]!;
    for (let step = 0; step < 120; step++) {
      const user = pick(users);
      const ids = await cardIds(user);
      const action = next(8);
      if (action === 0 || ids.length === 0) {
        const cards = Array.from({ length: 1 + next(4) }, (_, i) => ({ question: `Q${step}.${i}`, answer: 'A' }));
        expect((await post(user.sid, '/api/card/create', { cards })).statusCode).toBe(200);
      } else if (action === 1 || action === 2) {
        const response = await post(user.sid, '/api/card/review', { id: pick(ids), quality: next(6) });
        expect(response.statusCode).toBe(200);
      } else if (action === 3) {
        expect([200, 404]).toContain((await post(user.sid, '/api/card/undo', {})).statusCode);
      } else if (action === 4) {
        expect((await post(user.sid, '/api/card/delete', { id: pick(ids) })).statusCode).toBe(200);
      } else if (action === 5) {
        const text = `question,answer\nI${step}a,x\nI${step}b,y\n`;
        expect((await post(user.sid, '/api/card/import', { format: 'csv', text })).statusCode).toBe(200);
      } else if (action === 6) {
        // Spread due times over two days either side of now, across bucket and midnight edges.
        await t.database.db.execute(sql`
          UPDATE cards SET due_at = now() + (((id * ${step + 7}) % 5760) - 2880) * interval '1 minute' + interval '7 seconds'
          WHERE user_id = ${user.userId}`);
      } else {
        const response = await post(user.sid, '/api/account/delete', { confirm: 'DELETE', password: 'secret123' });
        expect(response.statusCode).toBe(200);
        const left = await rows<{ count: number }>(sql`
          SELECT (SELECT count(*) FROM card_due_buckets WHERE user_id = ${user.userId})
               + (SELECT count(*) FROM card_user_stats WHERE user_id = ${user.userId}) AS count`);
        expect(Number(left[0]!.count)).toBe(0);
        users[users.indexOf(user)] = await newUser();
      }
      for (const each of users) {
        const zone = zones[step % zones.length]!;
        const stats = (await get(each.sid, '/api/card/dashboard', { 'x-time-zone': zone })).json();
        expect({ dueToday: stats.dueToday, total: stats.total, avgQuality: stats.avgQuality }, `step ${step}`).toEqual(
          await directCount(each.userId, zone),
        );
      }
    }
    expect(await bucketDrift(t.database.db)).toBe(0);
  }, 120_000);

  it('counts a card due one millisecond before local midnight as today, and one at midnight as tomorrow', async () => {
    for (const zone of ['Asia/Kolkata', 'Asia/Kathmandu', 'Pacific/Chatham', 'America/St_Johns']) {
      const user = await newUser();
      await post(user.sid, '/api/card/create', { cards: [1, 2, 3].map((n) => ({ question: `Q${n}`, answer: 'A' })) });
      await t.database.db.execute(sql`
        WITH midnight AS (
          SELECT (date_trunc('day', now() AT TIME ZONE ${zone}) + interval '1 day') AT TIME ZONE ${zone} AS at
        ), ranked AS (SELECT id, row_number() OVER (ORDER BY id) AS n FROM cards WHERE user_id = ${user.userId})
        UPDATE cards SET due_at = midnight.at + CASE ranked.n
          WHEN 1 THEN interval '-1 millisecond' WHEN 2 THEN interval '0' ELSE interval '14 minutes' END
        FROM midnight, ranked WHERE cards.id = ranked.id`);
      const stats = (await get(user.sid, '/api/card/dashboard', { 'x-time-zone': zone })).json();
      expect(stats.dueToday, zone).toBe(1);
      expect(stats.total, zone).toBe(3);
    }
  });
  it('stay exact when a card moves to a later or earlier bucket, leaves a bucket it shared or had alone, or changes owner', async () => {
    const [owner, other] = [await newUser(), await newUser()];
    const create = await post(owner.sid, '/api/card/create', {
      cards: ['M1', 'M2', 'M3'].map((question) => ({ question, answer: 'A' })),
    });
    const [first, second, third] = create.json().cards.map((card: { id: number }) => card.id);
    const buckets = async () =>
      rows<{ user_id: string; bucket: string; cards: number }>(sql`
        SELECT user_id, to_char(bucket AT TIME ZONE 'UTC', 'DD HH24:MI') AS bucket, cards FROM card_due_buckets
        WHERE user_id IN (${owner.userId}, ${other.userId}) ORDER BY user_id = ${other.userId}, bucket`);
    const moveTo = (id: number, due: string) =>
      t.database.db.execute(sql`UPDATE cards SET due_at = ${due}::timestamptz WHERE id = ${id}`);
    await moveTo(first, '2030-01-02 10:05Z');
    await moveTo(second, '2030-01-02 10:07Z');
    await moveTo(third, '2030-01-02 10:20Z');
    const at = (bucket: string, cards: number, user = owner) => ({ user_id: user.userId, bucket, cards });
    expect(await buckets()).toEqual([at('02 10:00', 2), at('02 10:15', 1)]);
    await moveTo(first, '2030-01-03 08:00Z'); // later, out of a shared bucket
    await moveTo(third, '2030-01-01 08:00Z'); // earlier, out of a bucket it had alone
    expect(await buckets()).toEqual([at('01 08:00', 1), at('02 10:00', 1), at('03 08:00', 1)]);
    await post(owner.sid, '/api/card/review', { id: second, quality: 5 }); // a rating, into an existing-or-new bucket
    expect(await bucketDrift(t.database.db)).toBe(0);
    await t.database.db.execute(sql`UPDATE cards SET user_id = ${other.userId}, due_at = due_at + interval '1 day'
      WHERE id = ${first}`);
    expect((await buckets()).filter((row) => row.user_id === other.userId)).toEqual([at('04 08:00', 1, other)]);
    expect((await get(other.sid, '/api/card/dashboard')).json().total).toBe(1);
    expect((await get(owner.sid, '/api/card/dashboard')).json().total).toBe(2);
    expect(await bucketDrift(t.database.db)).toBe(0);
  });
  it('are backfilled by the migration from the cards and reviews already there', async () => {
    const user = await newUser();
    const cards = [1, 2, 3, 4].map((n) => ({ question: `B${n}`, answer: 'A' }));
    const ids = (await post(user.sid, '/api/card/create', { cards }))
      .json()
      .cards.map((card: { id: number }) => card.id);
    await post(user.sid, '/api/card/review', { id: ids[0], quality: 5 });
    await post(user.sid, '/api/card/review', { id: ids[1], quality: 2 });
    const before = (await get(user.sid, '/api/card/dashboard')).json();
    const migration = readFileSync(new URL('../../../../migrations/0008_card_counters.sql', import.meta.url), 'utf8');
    const backfill = migration.slice(migration.indexOf('-- Backfill'));
    await t.database.db.execute(sql`DELETE FROM card_due_buckets`);
    await t.database.db.execute(sql`DELETE FROM card_user_stats`);
    expect((await get(user.sid, '/api/card/dashboard')).json().total).toBe(0);
    await t.database.withConnection((connection) => connection.exec(backfill));
    expect((await get(user.sid, '/api/card/dashboard')).json()).toEqual(before);
    expect(before).toMatchObject({ total: 4, avgQuality: 3.5 });
    expect(await bucketDrift(t.database.db)).toBe(0);
  });
});
