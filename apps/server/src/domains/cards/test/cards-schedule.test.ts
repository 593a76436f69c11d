import { initialSchedulerState } from '@kurio/shared/scheduler/schedule';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, withSignIn } from '../../../../test/helpers/http';
import { syntheticReviewLog, syntheticTrueParameters } from '../../../../test/helpers/synthetic-reviews';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { learnerReviewLog } from '../services/fsrs/fsrs-training';

let t: TestApp;
/** The same app where the optimizer package cannot load, as on a platform without its prebuilt binary. */
let noOptimizer: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitRules: { signupPerIp: { limit: 1000, windowMs: 60_000 } } });
  noOptimizer = await createTestApp({ fsrsOptimizerModule: '@kurio/no-such-optimizer' });
});
afterAll(async () => {
  await t.close();
  await noOptimizer.close();
});

const get = (app: TestApp, sid: string, url: string) => app.app.inject({ url, headers: withSignIn(sid) });
const post = (app: TestApp, sid: string, url: string, payload?: object) =>
  app.app.inject({ method: 'POST', url, headers: withSignIn(sid), ...(payload ? { payload } : {}) });

/** A learner with cards and a review log of about `reviews` reviews made by a known FSRS learner. */
async function learner(app: TestApp, { pro, reviews }: { pro: boolean; reviews: number }) {
  const user = await signUp(app.app);
  if (pro) await app.database.db.execute(sql`UPDATE users SET plan = 1 WHERE id = ${user.userId}`);
  const log = syntheticReviewLog(syntheticTrueParameters, 5, reviews);
  if (log.length === 0) return { ...user, ids: [] };
  const created = await post(app, user.sid, '/api/card/create', {
    cards: log.map((_, i) => ({ question: `Q${i}`, answer: `A${i}` })),
  });
  const ids: number[] = created.json().cards.map((card: { id: number }) => card.id);
  const state = JSON.stringify(initialSchedulerState(new Date()));
  const values = log.flatMap((card, i) =>
    card.map(
      (review) =>
        sql`(${user.userId}, ${ids[i]}, ${new Date(review.at).toISOString()}, ${[1, 3, 4, 5][review.rating - 1]}, 'fsrs', now(), now(), ${state}, ${state})`,
    ),
  );
  await app.database.db.execute(sql`INSERT INTO card_reviews
      (user_id, card_id, reviewed_at, quality, engine, due_before, due_after, state_before, state_after)
      VALUES ${sql.join(values, sql`, `)}`);
  return { ...user, ids };
}

describe('Settings, Schedule: FSRS trained on the learner’s own reviews (decision 136)', () => {
  it('Optimise now trains on a Pro learner’s log and shows both parameter sets’ figures on held-out reviews', async () => {
    const user = await learner(t, { pro: true, reviews: 2000 });
    const before = (await get(t, user.sid, '/api/card/schedule')).json();
    expect(before).toMatchObject({ engine: 'fsrs', reviewCount: 2000, training: null, optimizerUnavailable: null });
    const response = await post(t, user.sid, '/api/card/schedule/optimise');
    expect(response.statusCode).toBe(200);
    const { training, ...counts } = response.json();
    // The counts of the log it trained on, as the settings count them.
    expect(counts).toMatchObject({ reviewCount: 2000, repeatReviewCount: before.repeatReviewCount });
    expect(training.trainedOnReviews).toBe(2000);
    expect(training.trained.logLoss).toBeLessThan(training.defaults.logLoss);
    expect(training.trained.rmse).toBeGreaterThan(0);
    expect(training.inUse).toBe(true);
    const offline = (await get(t, user.sid, '/api/card/offline')).json();
    expect(offline.fsrs.parameters).toHaveLength(21);
  }, 60_000);

  it('trains by itself once a review finds enough repeat reviews and no training yet', async () => {
    const user = await learner(t, { pro: true, reviews: 600 });
    expect((await post(t, user.sid, '/api/card/review', { id: user.ids[0], quality: 4 })).statusCode).toBe(200);
    await expect
      .poll(async () => (await get(t, user.sid, '/api/card/schedule')).json().training?.trainedOnReviews, {
        timeout: 30_000,
        interval: 250,
      })
      .toBe(601);
  }, 40_000);

  it('reads a log longer than a page whole, each card in review order whatever order it was logged in', async () => {
    const user = await learner(t, { pro: true, reviews: 0 });
    const created = await post(t, user.sid, '/api/card/create', {
      cards: [
        { question: 'Long', answer: 'A' },
        { question: 'Short', answer: 'B' },
      ],
    });
    const [long, short] = created.json().cards.map((card: { id: number }) => card.id);
    const state = JSON.stringify(initialSchedulerState(new Date()));
    // 5,001 reviews of one card logged newest first (as ratings synced late would be), then one of another.
    await t.database.db.execute(sql`INSERT INTO card_reviews
        (user_id, card_id, reviewed_at, quality, engine, due_before, due_after, state_before, state_after)
      SELECT ${user.userId}, ${long}, timestamptz '2026-01-01' - n * interval '1 hour', 1 + n % 5, 'fsrs', now(),
             now(), ${state}, ${state}
      FROM generate_series(1, 5001) AS n`);
    await t.database.db.execute(sql`INSERT INTO card_reviews
        (user_id, card_id, reviewed_at, quality, engine, due_before, due_after, state_before, state_after)
      VALUES (${user.userId}, ${short}, timestamptz '2025-06-01', 4, 'fsrs', now(), now(), ${state}, ${state})`);
    const log = await learnerReviewLog(t.database.db, user.userId);
    expect(log.total).toBe(5002);
    expect(log.cards.map((card) => card.length)).toEqual([5001, 1]);
    const times = log.cards[0]!.map((review) => review.at);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBe(Date.parse('2026-01-01T00:00:00Z') - 5001 * 3_600_000);
  });

  it('counts a review as a repeat when it falls on a later UTC day than the card’s first', async () => {
    const user = await learner(t, { pro: true, reviews: 0 });
    const cards = [{ question: 'Across midnight' }, { question: 'One day' }, { question: 'Two days' }];
    const created = await post(t, user.sid, '/api/card/create', { cards: cards.map((c) => ({ ...c, answer: 'a' })) });
    const [midnight, oneDay, twoDays] = created.json().cards.map((card: { id: number }) => card.id);
    const reviews: [number, string][] = [
      [midnight, '2026-03-01T23:59:00Z'],
      [midnight, '2026-03-02T00:01:00Z'],
      [oneDay, '2026-03-01T08:00:00Z'],
      [oneDay, '2026-03-01T20:00:00Z'],
      [twoDays, '2026-03-01T10:00:00Z'],
      [twoDays, '2026-03-01T11:00:00Z'],
      [twoDays, '2026-03-03T10:00:00Z'],
      [twoDays, '2026-03-03T10:05:00Z'],
    ];
    const state = JSON.stringify(initialSchedulerState(new Date()));
    const values = reviews.map(
      ([id, at]) => sql`(${user.userId}, ${id}, ${at}, 4, 'fsrs', now(), now(), ${state}, ${state})`,
    );
    await t.database.db.execute(sql`INSERT INTO card_reviews
        (user_id, card_id, reviewed_at, quality, engine, due_before, due_after, state_before, state_after)
        VALUES ${sql.join(values, sql`, `)}`);
    expect((await get(t, user.sid, '/api/card/schedule')).json()).toMatchObject({
      reviewCount: 8,
      repeatReviewCount: 3,
    });
  });

  it('refuses to train on too few repeat reviews, saying how many it needs', async () => {
    const user = await learner(t, { pro: true, reviews: 20 });
    const response = await post(t, user.sid, '/api/card/schedule/optimise');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'notEnoughReviews', message: expect.stringMatching(/at least 42/) });
  });

  it('answers a learner whose reviews all fell today with how many it needs, and keeps serving', async () => {
    const user = await learner(t, { pro: true, reviews: 0 });
    const cards = Array.from({ length: 30 }, (_, i) => ({ question: `S${i}`, answer: 'a' }));
    const ids = (await post(t, user.sid, '/api/card/create', { cards })).json().cards.map((c: { id: number }) => c.id);
    for (const quality of [1, 4, 5]) for (const id of ids) await post(t, user.sid, '/api/card/review', { id, quality });
    expect((await get(t, user.sid, '/api/card/schedule')).json()).toMatchObject({
      reviewCount: 90,
      repeatReviewCount: 0,
    });
    expect((await post(t, user.sid, '/api/card/schedule/optimise')).statusCode).toBe(409);
    expect((await get(t, user.sid, '/api/card/schedule')).statusCode).toBe(200);
  });

  it('keeps a free learner on SM-2, shows their review count and refuses Pro’s settings', async () => {
    const user = await learner(t, { pro: false, reviews: 300 });
    const settings = (await get(t, user.sid, '/api/card/schedule')).json();
    expect(settings).toMatchObject({ engine: 'sm2', reviewCount: 300, desiredRetention: 0.9 });
    expect((await post(t, user.sid, '/api/card/schedule/optimise')).statusCode).toBe(403);
    expect((await post(t, user.sid, '/api/card/schedule/retention', { desiredRetention: 0.8 })).statusCode).toBe(403);
  });
});

describe('desired retention', () => {
  it('saves a value from 0.70 to 0.97 and refuses others field by field', async () => {
    const user = await learner(t, { pro: true, reviews: 0 });
    const edge = await post(t, user.sid, '/api/card/schedule/retention', { desiredRetention: 0.97 });
    expect(edge.json().desiredRetention).toBe(0.97);
    const saved = await post(t, user.sid, '/api/card/schedule/retention', { desiredRetention: 0.8 });
    expect(saved.json().desiredRetention).toBeCloseTo(0.8, 5);
    expect((await get(t, user.sid, '/api/card/offline')).json().fsrs.desiredRetention).toBeCloseTo(0.8, 5);
    const low = await post(t, user.sid, '/api/card/schedule/retention', { desiredRetention: 0.5 });
    expect(low.statusCode).toBe(400);
    expect(low.json().fieldErrors).toEqual({ desiredRetention: 'Desired retention is between 70 % and 97 %.' });
  });

  it('schedules a Good card further out at a lower retention', async () => {
    const intervalAt = async (desiredRetention: number) => {
      const user = await learner(t, { pro: true, reviews: 0 });
      await post(t, user.sid, '/api/card/schedule/retention', { desiredRetention });
      const card = (await post(t, user.sid, '/api/card/create', { cards: [{ question: 'q', answer: 'a' }] })).json()
        .cards[0];
      const review = (await post(t, user.sid, '/api/card/review', { id: card.id, quality: 5 })).json();
      return review.dueAt - Date.now();
    };
    expect(await intervalAt(0.7)).toBeGreaterThan(await intervalAt(0.97));
  });

  it('previews 30 days of expected reviews, more at a higher retention', async () => {
    const user = await learner(t, { pro: true, reviews: 400 });
    await t.database.db.execute(
      sql`UPDATE cards SET due_at = now() + (id % 20) * interval '1 day' WHERE user_id = ${user.userId}`,
    );
    const at = async (value: number) =>
      (await get(t, user.sid, `/api/card/schedule/workload?desiredRetention=${value}`)).json();
    const [low, high] = [await at(0.75), await at(0.95)];
    expect(low.perDay).toHaveLength(30);
    expect(high.averagePerDay).toBeGreaterThan(low.averagePerDay);
    expect((await get(t, user.sid, '/api/card/schedule/workload?desiredRetention=2')).statusCode).toBe(400);
  });
});

describe('load balancing', () => {
  it('puts a card on the quietest day of its fuzz range, never past it', async () => {
    const user = await learner(t, { pro: true, reviews: 0 });
    const cards = Array.from({ length: 101 }, (_, i) => ({ question: `L${i}`, answer: 'a' }));
    const ids: number[] = (await post(t, user.sid, '/api/card/create', { cards }))
      .json()
      .cards.map((c: { id: number }) => c.id);
    const [rated, ...others] = ids;
    // An Easy first rating is 8 days at 90 % (fuzz range 6–10 days): days 6 to 9 have 20 cards each, day 10
    // has 5, and day 11, outside the range, none.
    const busyDay = (id: number) => 6 + (id % 4);
    for (const id of others.slice(0, 80))
      await t.database.db.execute(
        sql`UPDATE cards SET due_at = now() + ${busyDay(id)} * interval '1 day' + interval '1 hour' WHERE id = ${id}`,
      );
    for (const id of others.slice(80, 85))
      await t.database.db.execute(sql`UPDATE cards SET due_at = now() + interval '10 days 1 hour' WHERE id = ${id}`);
    const review = (await post(t, user.sid, '/api/card/review', { id: rated, quality: 5 })).json();
    expect(Math.round((review.dueAt - Date.now()) / 86_400_000)).toBe(10);
  });
});

describe('where the optimizer cannot load', () => {
  it('says why, keeps the default parameters, and reviews still work', async () => {
    const user = await learner(noOptimizer, { pro: true, reviews: 200 });
    const settings = (await get(noOptimizer, user.sid, '/api/card/schedule')).json();
    expect(settings.optimizerUnavailable).toMatch(/could not load on this server/);
    const optimise = await post(noOptimizer, user.sid, '/api/card/schedule/optimise');
    expect(optimise.statusCode).toBe(503);
    expect(optimise.json().message).toMatch(/could not load/);
    expect((await get(noOptimizer, user.sid, '/api/card/offline')).json().fsrs.parameters).toBeNull();
    const review = await post(noOptimizer, user.sid, '/api/card/review', { id: user.ids[0], quality: 4 });
    expect(review.statusCode).toBe(200);
  });
});
