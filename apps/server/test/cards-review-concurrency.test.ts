import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewCard } from '../src/services/cards/review';
import { signUp, withSession } from './helpers/http';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('card/review under concurrency', () => {
  it('applies simultaneous ratings of one card one after the other, losing none', async () => {
    const user = await signUp(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/card/create',
      headers: withSession(user.sid),
      payload: { cards: [{ question: 'Q', answer: 'A' }] },
    });
    const id = created.json().cards[0].id;
    const ratings = 8;
    // Called straight, so every read is issued before any write: each rating but one meets a changed card.
    const results = await Promise.allSettled(
      Array.from({ length: ratings }, () =>
        reviewCard(t.database.db, user.userId, { id, quality: 4, engine: 'sm2' }, new Date(), 'UTC'),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(Array(ratings).fill('fulfilled'));
    const log = (
      (await t.database.db.execute(
        sql`SELECT state_before, state_after FROM card_reviews WHERE card_id = ${id} ORDER BY id`,
      )) as unknown as { rows: { state_before: unknown; state_after: unknown }[] }
    ).rows;
    expect(log).toHaveLength(ratings);
    for (let i = 1; i < log.length; i++) expect(log[i]!.state_before).toEqual(log[i - 1]!.state_after);
    const [card] = (
      (await t.database.db.execute(sql`SELECT scheduler_state FROM cards WHERE id = ${id}`)) as unknown as {
        rows: { scheduler_state: { sm2: { repetitions: number }; fsrs: { reps: number } } }[];
      }
    ).rows;
    expect(card!.scheduler_state.sm2.repetitions).toBe(ratings);
    expect(card!.scheduler_state.fsrs.reps).toBe(ratings);
    expect(card!.scheduler_state).toEqual(log.at(-1)!.state_after);
  });
});
