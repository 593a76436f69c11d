import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, withSignIn } from '../../../../test/helpers/http';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { cardAnalytics } from '../services/analytics';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitRules: { signupPerIp: { limit: 1000, windowMs: 60_000 } } });
});
afterAll(() => t.close());

const day = 86_400_000;
// 22:00 on Sunday 1 March 2026 in New York (UTC-5): UTC is already on the 2nd.
const now = new Date('2026-03-02T03:00:00Z');
const timeZone = 'America/New_York';

async function cardsIn(sid: string, deck: string | undefined, count: number): Promise<number[]> {
  const cards = Array.from({ length: count }, (_, i) => ({ question: `${deck ?? 'Loose'} ${i}?`, answer: 'A' }));
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/card/create',
    headers: withSignIn(sid),
    payload: { cards, deck },
  });
  return response.json().cards.map((card: { id: number }) => card.id);
}

/**
 * A review at `at`, on time for a previous interval of `intervalMs` (null: the card's first review), written as
 * the review statements would: the state before holds the previous review's time, the due date it set is `at`.
 */
async function review(cardId: number, at: Date, quality: number, intervalMs: number | null, answerMs?: number) {
  const lastReview = intervalMs === null ? null : at.getTime() - intervalMs;
  await t.database.db.execute(sql`
    INSERT INTO card_reviews (user_id, card_id, reviewed_at, quality, engine, due_before, due_after,
                              state_before, state_after, answer_ms)
    SELECT user_id, id, ${at}, ${quality}, 'fsrs', ${at}, ${new Date(at.getTime() + day)},
           jsonb_set(scheduler_state, '{fsrs,lastReview}', ${JSON.stringify(lastReview)}::jsonb), scheduler_state,
           ${answerMs ?? null}
    FROM cards WHERE id = ${cardId}`);
}

describe('review summary (every plan)', () => {
  it("counts this local month's reviews and the streak of local days, in the learner's time zone", async () => {
    const user = await signUp(t.app);
    const [card] = await cardsIn(user.sid, undefined, 1);
    await review(card!, new Date('2026-03-01T06:00:00Z'), 4, null); // 1 March, 01:00 local
    await review(card!, new Date('2026-03-01T04:00:00Z'), 4, day); // 28 February, 23:00 local
    await review(card!, new Date('2026-02-27T12:00:00Z'), 2, day);
    await review(card!, new Date('2026-02-25T12:00:00Z'), 4, day);
    const learner = { id: user.userId, pro: false, timeZone };
    expect(await cardAnalytics(t.database.db, learner, now)).toEqual({
      monthReviews: 1,
      streakDays: 3,
      reviewedToday: true,
      pro: null,
    });
    // The next local day, before any review: the streak still stands until that day ends.
    const nextDay = await cardAnalytics(t.database.db, learner, new Date(now.getTime() + day));
    expect(nextDay).toMatchObject({ monthReviews: 1, streakDays: 3, reviewedToday: false });
    // In UTC the two reviews around midnight fall on 1 March, so 28 February breaks the run.
    const utc = await cardAnalytics(t.database.db, { ...learner, timeZone: 'UTC' }, now);
    expect(utc).toMatchObject({ monthReviews: 2, streakDays: 1, reviewedToday: false });
    const twoDaysLater = await cardAnalytics(t.database.db, learner, new Date(now.getTime() + 2 * day));
    expect(twoDaysLater).toMatchObject({ streakDays: 0, reviewedToday: false });
  });

  it('is all zero with no reviews', async () => {
    const user = await signUp(t.app);
    const learner = { id: user.userId, pro: true, timeZone };
    const data = await cardAnalytics(t.database.db, learner, now);
    expect(data).toMatchObject({ monthReviews: 0, streakDays: 0, reviewedToday: false });
    expect(data.pro?.heatmap).toEqual([]);
    expect(data.pro?.trueRetention).toEqual({
      byInterval: ['1-7', '8-30', '31-90', '91+'].map((range) => ({ range, reviews: 0, passed: 0 })),
      byDeck: [],
    });
  });
});

describe('Pro analytics', () => {
  async function seededLearner() {
    const user = await signUp(t.app);
    const spanish = await cardsIn(user.sid, 'Spanish', 3);
    const history = await cardsIn(user.sid, 'History', 2);
    const [loose] = await cardsIn(user.sid, undefined, 1);
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * day);
    await review(spanish[0]!, at(40), 1, null); // first review: no previous interval
    await review(spanish[0]!, at(39), 1, 10 * 60_000); // a learning step, shorter than a day
    await review(spanish[0]!, at(30), 4, 3 * day); // 1–7 d, passed
    await review(spanish[1]!, at(20), 2, 3 * day); // 1–7 d, failed
    await review(spanish[1]!, at(10), 5, 7 * day); // 1–7 d, passed
    await review(spanish[2]!, at(5), 3, 8 * day); // 8–30 d, passed
    await review(history[0]!, at(2), 0, 45 * day); // 31–90 d, failed
    await review(history[1]!, at(1), 4, 120 * day); // 91+ d, passed
    await review(loose!, at(3), 4, 30 * day); // 8–30 d, passed, no deck
    await review(loose!, at(400), 5, 10 * day); // more than a year ago: left out
    await t.database.db.execute(sql`
      UPDATE cards SET due_at = CASE id WHEN ${spanish[0]} THEN ${at(2)}::timestamptz
                                        WHEN ${spanish[1]} THEN ${new Date('2026-03-02T04:30:00Z')}::timestamptz
                                        WHEN ${spanish[2]} THEN ${new Date(now.getTime() + 29 * day)}::timestamptz
                                        ELSE ${new Date(now.getTime() + 40 * day)}::timestamptz END,
             scheduler_state = jsonb_set(scheduler_state, '{fsrs,state}',
               CASE WHEN id IN (${history[0]}, ${history[1]}) THEN '2' WHEN id = ${loose} THEN '3'
                    WHEN id = ${spanish[0]} THEN '1' ELSE '0' END::jsonb)
      WHERE user_id = ${user.userId}`);
    return user;
  }

  it('gives true retention by interval range and by deck, from reviews after at least a day', async () => {
    const user = await seededLearner();
    const { pro } = await cardAnalytics(t.database.db, { id: user.userId, pro: true, timeZone }, now);
    expect(pro?.trueRetention.byInterval).toEqual([
      { range: '1-7', reviews: 3, passed: 2 },
      { range: '8-30', reviews: 2, passed: 2 },
      { range: '31-90', reviews: 1, passed: 0 },
      { range: '91+', reviews: 1, passed: 1 },
    ]);
    expect(pro?.trueRetention.byDeck).toEqual([
      { deck: 'Spanish', reviews: 4, passed: 3 },
      { deck: 'History', reviews: 2, passed: 1 },
      { deck: null, reviews: 1, passed: 1 },
    ]);
    const weeks = pro?.retention ?? [];
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toEqual({ week: '2026-02-23', reviews: 4, passed: 3 });
    expect(weeks.reduce((sum, week) => sum + week.reviews, 0)).toBe(7);
  });

  it('forecasts due cards per local day, counts cards by state and draws the heatmap in local days', async () => {
    const user = await seededLearner();
    const { pro } = await cardAnalytics(t.database.db, { id: user.userId, pro: true, timeZone }, now);
    expect(pro?.forecast).toHaveLength(30);
    // The overdue card counts today, as does the one due at 23:30 local (already 2 March in UTC).
    expect(pro?.forecast[0]).toEqual({ date: '2026-03-01', count: 2 });
    expect(pro?.forecast[1]).toEqual({ date: '2026-03-02', count: 0 });
    expect(pro?.forecast[29]).toEqual({ date: '2026-03-30', count: 1 });
    expect(pro?.forecast.reduce((sum, entry) => sum + entry.count, 0)).toBe(3);
    expect(pro?.cardStates).toEqual({ new: 2, learning: 1, review: 2, relearning: 1 });
    expect(pro?.heatmap.map((entry) => entry.date)).toEqual([
      '2026-01-20',
      '2026-01-21',
      '2026-01-30',
      '2026-02-09',
      '2026-02-19',
      '2026-02-24',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
    ]);
    expect(pro?.reviewsPerDay).toHaveLength(30);
    expect(pro?.reviewsPerDay.at(-1)).toEqual({ date: '2026-03-01', count: 0 });
  });
});

describe('study time per day', () => {
  it('sums the recorded answer times per local day over the last 30 days; reviews with none count none', async () => {
    const user = await signUp(t.app);
    const [card] = await cardsIn(user.sid, undefined, 1);
    await review(card!, new Date('2026-03-02T02:00:00Z'), 4, day, 40_000); // 1 March, 21:00 local
    await review(card!, new Date('2026-03-01T04:30:00Z'), 4, day, 12_400); // 28 February, 23:30 local
    await review(card!, new Date('2026-03-01T05:30:00Z'), 1, day, 60_000); // 1 March, 00:30 local
    await review(card!, new Date('2026-02-20T12:00:00Z'), 3, day); // no time recorded
    await review(card!, new Date('2026-01-10T12:00:00Z'), 3, day, 30_000); // before the 30 days
    const { pro } = await cardAnalytics(t.database.db, { id: user.userId, pro: true, timeZone }, now);
    const days = pro?.studyTimePerDay ?? [];
    expect(days.map((entry) => entry.date)).toEqual(pro?.reviewsPerDay.map((entry) => entry.date));
    expect(days.filter((entry) => entry.seconds > 0)).toEqual([
      { date: '2026-02-28', seconds: 12 },
      { date: '2026-03-01', seconds: 100 },
    ]);
    expect(days.find((entry) => entry.date === '2026-02-20')).toEqual({ date: '2026-02-20', seconds: 0 });
  });
});

describe('GET /api/card/analytics', () => {
  it('answers the summary to everyone and the charts to Pro only', async () => {
    const user = await signUp(t.app);
    const [card] = await cardsIn(user.sid, undefined, 1);
    const rate = await t.app.inject({
      method: 'POST',
      url: '/api/card/review',
      headers: withSignIn(user.sid),
      payload: { id: card, quality: 4 },
    });
    expect(rate.statusCode).toBe(200);
    const ask = () =>
      t.app.inject({ url: '/api/card/analytics', headers: { ...withSignIn(user.sid), 'x-time-zone': timeZone } });
    const free = await ask();
    expect(free.statusCode).toBe(200);
    expect(free.json()).toEqual({ monthReviews: 1, streakDays: 1, reviewedToday: true, pro: null });
    await t.database.db.execute(sql`UPDATE users SET plan = 1 WHERE id = ${user.userId}`);
    const pro = (await ask()).json();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
    expect(pro).toMatchObject({ monthReviews: 1, streakDays: 1, reviewedToday: true });
    expect(pro.pro.heatmap).toEqual([{ date: today, count: 1 }]);
    expect(pro.pro.reviewsPerDay.at(-1)).toEqual({ date: today, count: 1 });
    const { new: fresh, learning, review: reviewed, relearning } = pro.pro.cardStates;
    expect({ fresh, total: fresh + learning + reviewed + relearning }).toEqual({ fresh: 0, total: 1 });
    expect((await t.app.inject({ url: '/api/card/analytics' })).statusCode).toBe(401);
  });
});
