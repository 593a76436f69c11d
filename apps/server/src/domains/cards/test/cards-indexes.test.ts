import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../../test/helpers/http';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

let t: TestApp;
let userId: string;

const explain = async (query: ReturnType<typeof sql>) => {
  const result = await t.database.db.execute<Record<string, string>>(sql`EXPLAIN ${query}`);
  return result.rows.map((row) => Object.values(row)[0]).join('\n');
};

/** 100,000 cards for one user and 1,000 others with 20 each, reviews for a third of them, then planner statistics. */
beforeAll(async () => {
  t = await createTestApp();
  userId = (await signUp(t.app)).userId;
  const state = JSON.stringify({
    sm2: { repetitions: 0, easiness: 2.5, intervalDays: 0 },
    fsrs: {
      due: 0,
      stability: 0,
      difficulty: 0,
      elapsedDays: 0,
      scheduledDays: 0,
      learningSteps: 0,
      reps: 0,
      lapses: 0,
      state: 0,
      lastReview: null,
    },
  });
  await t.database.db.execute(sql`
    INSERT INTO users (name, email) SELECT 'Other ' || n, 'other' || n || '@example.com' FROM generate_series(1, 1000) n`);
  await t.database.db.execute(sql`
    INSERT INTO cards (user_id, question, answer, due_at, scheduler_state)
    SELECT ${userId}, 'Q' || n, 'A' || n, now() + (n % 400) * interval '1 hour', ${state}::jsonb
    FROM generate_series(1, 100000) n`);
  await t.database.db.execute(sql`
    INSERT INTO cards (user_id, question, answer, due_at, scheduler_state)
    SELECT u.id, 'Q', 'A', now(), ${state}::jsonb FROM users u, generate_series(1, 20) n WHERE u.id <> ${userId}`);
  await t.database.db.execute(sql`
    INSERT INTO card_reviews (user_id, card_id, quality, engine, due_before, due_after, state_before, state_after)
    SELECT user_id, id, id % 6, 'sm2', due_at, due_at, scheduler_state, scheduler_state FROM cards WHERE id % 3 = 0`);
  await t.database.db.execute(sql`VACUUM ANALYZE`);
}, 240_000);
afterAll(() => t.close());

describe('hot card queries use an index at 100k cards for one user', () => {
  it('next due card', async () => {
    const plan = await explain(
      sql`SELECT id FROM cards WHERE user_id = ${userId} AND due_at <= now() ORDER BY due_at, id LIMIT 1`,
    );
    expect(plan).toMatch(/Index (Only )?Scan using cards_user_due_idx/);
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it('dashboard counts (due today, total) and next due time', async () => {
    for (const query of [
      sql`SELECT count(*) FROM cards WHERE user_id = ${userId} AND due_at < now() + interval '5 hours'`,
      sql`SELECT count(*) FROM cards WHERE user_id = ${userId}`,
      sql`SELECT due_at FROM cards WHERE user_id = ${userId} ORDER BY due_at LIMIT 1`,
      sql`SELECT avg(quality) FROM card_reviews WHERE user_id = ${userId}`,
    ]) {
      const plan = await explain(query);
      expect(plan).toMatch(/Index (Only )?Scan/);
      expect(plan).not.toMatch(/Seq Scan on cards/);
    }
  });

  it('newest-first list page', async () => {
    const plan = await explain(sql`SELECT id FROM cards WHERE user_id = ${userId} ORDER BY id DESC LIMIT 21`);
    expect(plan).toMatch(/Index (Only )?Scan/);
    expect(plan).not.toMatch(/Seq Scan/);
  });
});
