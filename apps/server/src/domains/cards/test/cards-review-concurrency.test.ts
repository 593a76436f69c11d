import { defaultFsrsSettings } from '@kurio/shared/scheduler/fsrs-settings';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bucketDrift } from '../../../../test/helpers/card-counters';
import { signUp, withSignIn } from '../../../../test/helpers/http';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { reviewCard } from '../services/review';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function rows<Row extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<Row[]> {
  return (await t.database.db.execute<Row>(query)).rows;
}

async function createCards(sid: string, count: number): Promise<number[]> {
  const cards = Array.from({ length: count }, (_, i) => ({ question: `Q${i}`, answer: 'A' }));
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/card/create',
    headers: withSignIn(sid),
    payload: { cards },
  });
  return created.json().cards.map((card: { id: number }) => card.id);
}

const rate = (sid: string, id: number, quality = 4) =>
  t.app.inject({ method: 'POST', url: '/api/card/review', headers: withSignIn(sid), payload: { id, quality } });

describe('card/review under concurrency', () => {
  it('applies simultaneous ratings of one card one after the other, losing none', async () => {
    const user = await signUp(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/card/create',
      headers: withSignIn(user.sid),
      payload: { cards: [{ question: 'Q', answer: 'A' }] },
    });
    const id = created.json().cards[0].id;
    const ratings = 8;
    // Called straight, so every read is issued before any write: each rating but one meets a changed card.
    const results = await Promise.allSettled(
      Array.from({ length: ratings }, () =>
        reviewCard(
          t.database.db,
          user.userId,
          { id, quality: 4, engine: 'sm2', fsrs: defaultFsrsSettings },
          new Date(),
          'UTC',
        ),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(Array(ratings).fill('fulfilled'));
    const log = (
      await t.database.db.execute<{ state_before: unknown; state_after: unknown }>(
        sql`SELECT state_before, state_after FROM card_reviews WHERE card_id = ${id} ORDER BY id`,
      )
    ).rows;
    expect(log).toHaveLength(ratings);
    for (let i = 1; i < log.length; i++) expect(log[i]!.state_before).toEqual(log[i - 1]!.state_after);
    const [card] = (
      await t.database.db.execute<{ scheduler_state: { sm2: { repetitions: number }; fsrs: { reps: number } } }>(
        sql`SELECT scheduler_state FROM cards WHERE id = ${id}`,
      )
    ).rows;
    expect(card!.scheduler_state.sm2.repetitions).toBe(ratings);
    expect(card!.scheduler_state.fsrs.reps).toBe(ratings);
    expect(card!.scheduler_state).toEqual(log.at(-1)!.state_after);
  });

  it('rates many cards sent at once each exactly once, with its own answer, and keeps the counters exact', async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    const ids = await createCards(user.sid, 12);
    const [othersCard] = await createCards(other.sid, 1);
    // Sent together, with a second rating of one card and a card of another user among them.
    const sent = [
      ...ids.map((id) => ({ sid: user.sid, id })),
      { sid: user.sid, id: ids[3]! },
      { sid: user.sid, id: othersCard! },
      { sid: other.sid, id: othersCard! },
    ];
    const responses = await Promise.all(sent.map(({ sid, id }) => rate(sid, id)));
    expect(responses.map((response) => response.statusCode)).toEqual([...ids.map(() => 200), 200, 404, 200]);

    const logged = await rows<{
      card_id: number;
      user_id: string;
      quality: number;
      transaction: string;
      state_before: unknown;
      state_after: unknown;
    }>(
      sql`SELECT card_id, user_id, quality, xmin::text AS transaction, state_before, state_after FROM card_reviews
          WHERE user_id IN (${user.userId}, ${other.userId}) ORDER BY id`,
    );
    expect(logged.map((row) => row.quality)).toEqual(logged.map(() => 4));
    // The log row's xmin is the transaction that wrote it: each rating commits on its own.
    expect(new Set(logged.map((row) => row.transaction)).size).toBe(logged.length);
    const perCard = (id: number) => logged.filter((row) => Number(row.card_id) === id);
    for (const id of ids) expect(perCard(id)).toHaveLength(id === ids[3] ? 2 : 1);
    expect(perCard(othersCard!).map((row) => row.user_id)).toEqual([other.userId]);
    const [first, second] = perCard(ids[3]!);
    expect(second!.state_before).toEqual(first!.state_after);

    const dueAt = new Map(
      (
        await rows<{ id: number; due_at: string }>(sql`SELECT id, due_at FROM cards WHERE user_id = ${user.userId}`)
      ).map((row) => [Number(row.id), new Date(row.due_at).getTime()]),
    );
    responses.slice(0, ids.length).forEach((response, index) => {
      if (ids[index] !== ids[3]) expect(response.json().dueAt).toBe(dueAt.get(ids[index]!));
    });
    const [stats] = await rows<{ reviews: number }>(
      sql`SELECT reviews FROM card_user_stats WHERE user_id = ${user.userId}`,
    );
    expect(Number(stats!.reviews)).toBe(ids.length + 1);
    expect(await bucketDrift(t.database.db)).toBe(0);
  });

  it('rates the others when one of several simultaneous ratings fails, and fails only that one', async () => {
    const user = await signUp(t.app);
    const ids = await createCards(user.sid, 6);
    // Quality 9 never passes the API's validation; here it stands for any rating the database refuses.
    const qualities = [4, 3, 5, 9, 2, 4];
    const results = await Promise.allSettled(
      ids.map((id, index) =>
        reviewCard(
          t.database.db,
          user.userId,
          { id, quality: qualities[index]!, engine: 'sm2', fsrs: defaultFsrsSettings },
          new Date(),
          'UTC',
        ),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(
      qualities.map((quality) => (quality === 9 ? 'rejected' : 'fulfilled')),
    );
    const logged = await rows<{ card_id: number; quality: number }>(
      sql`SELECT card_id, quality FROM card_reviews WHERE user_id = ${user.userId} ORDER BY card_id`,
    );
    expect(logged.map((row) => [Number(row.card_id), row.quality])).toEqual(
      ids.flatMap((id, index) => (qualities[index] === 9 ? [] : [[id, qualities[index]]])),
    );
    expect(await bucketDrift(t.database.db)).toBe(0);
  });
});
