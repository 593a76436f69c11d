import { randomUUID } from 'node:crypto';
import type { OfflineCard } from '@kurio/shared/cards';
import { scheduleReview } from '@kurio/shared/scheduler/schedule';
import type { SchedulerEngine, SchedulerState } from '@kurio/shared/scheduler/scheduler-state';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, withSignIn } from '../../../../test/helpers/http';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitRules: { signupPerIp: { limit: 1000, windowMs: 60_000 } } });
});
afterAll(() => t.close());

const minute = 60_000;
const day = 86_400_000;

const post = (sid: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: withSignIn(sid), payload });
const get = (sid: string, url: string) => t.app.inject({ url, headers: withSignIn(sid) });

async function makeUser(cards: number, plan = 0) {
  const user = await signUp(t.app);
  if (plan) await t.database.db.execute(sql`UPDATE users SET plan = ${plan} WHERE id = ${user.userId}`);
  const response = await post(user.sid, '/api/card/create', {
    cards: Array.from({ length: cards }, (_, i) => ({ question: `Q ${i}?`, answer: `A ${i}` })),
  });
  const ids: number[] = response.json().cards.map((card: { id: number }) => card.id);
  return { ...user, ids };
}

const rating = (id: number, quality: number, reviewedAt: number) => ({
  clientId: randomUUID(),
  id,
  quality,
  reviewedAt,
});
type Rating = ReturnType<typeof rating> & { answerMs?: number };

const sync = async (sid: string, reviews: Rating[]) => {
  const response = await post(sid, '/api/card/review/batch', { reviews });
  expect(response.statusCode).toBe(200);
  return response.json().results as { clientId: string; status: string; message?: string }[];
};

async function offlineCard(sid: string, id: number): Promise<OfflineCard> {
  const response = await get(sid, '/api/card/offline');
  expect(response.statusCode).toBe(200);
  return response.json().cards.find((card: OfflineCard) => card.id === id);
}

async function reviewLog(cardId: number) {
  const result = await t.database.db.execute<{ client_id: string; reviewed_at: Date | string; quality: number }>(
    sql`SELECT client_id, reviewed_at, quality FROM card_reviews WHERE card_id = ${cardId} ORDER BY reviewed_at, id`,
  );
  return result.rows.map((row) => ({
    clientId: row.client_id,
    reviewedAt: new Date(row.reviewed_at).getTime(),
    quality: Number(row.quality),
  }));
}

/** What the shared scheduler gives for these ratings applied one by one in review-time order. */
function expected(start: SchedulerState, ratings: Rating[], engine: SchedulerEngine) {
  let memory = { state: start, dueAt: new Date(0) };
  for (const r of [...ratings].sort((a, b) => a.reviewedAt - b.reviewedAt))
    memory = scheduleReview(memory.state, r.quality, engine, new Date(r.reviewedAt));
  return { schedulerState: memory.state, dueAt: memory.dueAt.getTime() };
}

describe('POST /api/card/review/batch', () => {
  it('applies ratings at their review times; the same batch sent again changes nothing', async () => {
    const user = await makeUser(2);
    const [first, second] = user.ids as [number, number];
    const start = (await offlineCard(user.sid, first)).schedulerState;
    const now = Date.now();
    const batch = [
      rating(first, 4, now - 3 * minute),
      rating(second, 1, now - 2 * minute),
      rating(first, 5, now - minute),
    ];

    const applied = await sync(user.sid, batch);
    expect(applied.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    const replayed = await sync(user.sid, batch);
    expect(replayed.map((r) => r.status)).toEqual(['duplicate', 'duplicate', 'duplicate']);

    expect(await reviewLog(first)).toEqual([
      { clientId: batch[0]!.clientId, reviewedAt: now - 3 * minute, quality: 4 },
      { clientId: batch[2]!.clientId, reviewedAt: now - minute, quality: 5 },
    ]);
    const card = await offlineCard(user.sid, first);
    expect(card).toMatchObject(expected(start, [batch[0]!, batch[2]!], 'sm2'));
    const dashboard = (await get(user.sid, '/api/card/dashboard')).json();
    expect(dashboard).toMatchObject({ total: 2, avgQuality: 3.33 });
  });

  it('puts a rating that arrives late where its review time belongs, on FSRS as on SM-2', async () => {
    const user = await makeUser(1, 1);
    const [id] = user.ids as [number];
    const start = (await offlineCard(user.sid, id)).schedulerState;
    const now = Date.now();
    const early = rating(id, 2, now - 2 * day);
    const late = rating(id, 5, now - day);
    await sync(user.sid, [late]);
    await sync(user.sid, [early]);
    expect((await reviewLog(id)).map((r) => r.clientId)).toEqual([early.clientId, late.clientId]);
    expect(await offlineCard(user.sid, id)).toMatchObject(expected(start, [early, late], 'fsrs'));
  });

  it('ends a card rated on two devices in the same state whichever device syncs first', async () => {
    // One card per learner: FSRS balances a card against the learner's other cards (decision 136), and those
    // would differ between the two orders.
    const userA = await makeUser(1, 1);
    const userB = await makeUser(1, 1);
    const [a, b] = [userA.ids[0]!, userB.ids[0]!];
    const now = Date.now();
    // The laptop's two ratings share a time, so their client ids decide their order: each card gets its own ids,
    // ordered alike (the 1 before the 4), so the two cards are comparable.
    const ratingsOf = (id: number) => {
      const [first, second] = [rating(id, 1, now - 30 * minute), rating(id, 4, now - 30 * minute)];
      const [low, high] = [first.clientId, second.clientId].sort();
      return {
        phone: [rating(id, 3, now - 50 * minute), rating(id, 5, now - 10 * minute)],
        laptop: [
          { ...first, clientId: low! },
          { ...second, clientId: high! },
        ],
      };
    };
    const onA = ratingsOf(a);
    const onB = ratingsOf(b);
    const startA = (await offlineCard(userA.sid, a)).schedulerState;
    const startB = (await offlineCard(userB.sid, b)).schedulerState;
    // Both cards start alike (new); only the order of syncing differs.
    expect({ ...startA, fsrs: { ...startA.fsrs, due: 0 } }).toEqual({ ...startB, fsrs: { ...startB.fsrs, due: 0 } });

    await sync(userA.sid, onA.phone);
    await sync(userA.sid, onA.laptop);
    await sync(userB.sid, onB.laptop);
    await sync(userB.sid, onB.phone);

    const cardA = await offlineCard(userA.sid, a);
    const cardB = await offlineCard(userB.sid, b);
    expect(cardA.schedulerState).toEqual(cardB.schedulerState);
    expect(cardA.dueAt).toBe(cardB.dueAt);
    expect(cardA.dueAt).toBeGreaterThan(now);
    expect((await reviewLog(a)).map((r) => r.quality)).toEqual((await reviewLog(b)).map((r) => r.quality));
  });

  it('reports cards that are unknown, deleted meanwhile or someone else’s as not found, alike, and applies the rest', async () => {
    const owner = await makeUser(1);
    const user = await makeUser(2);
    const [kept, deleted] = user.ids as [number, number];
    expect((await post(user.sid, '/api/card/delete', { id: deleted })).statusCode).toBe(200);
    const now = Date.now();
    const batch = [
      rating(kept, 4, now - 3 * minute),
      rating(deleted, 4, now - 2 * minute),
      rating(owner.ids[0]!, 0, now - minute),
      rating(999_999_999, 4, now - minute),
    ];
    const results = await sync(user.sid, batch);
    expect(results.map((r) => r.status)).toEqual(['applied', 'notFound', 'notFound', 'notFound']);
    expect(new Set(results.slice(1).map((r) => r.message))).toEqual(new Set(['Card not found']));
    expect(await reviewLog(owner.ids[0]!)).toEqual([]);
    expect((await get(owner.sid, '/api/card/dashboard')).json().avgQuality).toBe(0);
  });

  it('refuses a rating timed ahead of the server clock and a malformed batch', async () => {
    const user = await makeUser(1);
    const ahead = rating(user.ids[0]!, 4, Date.now() + day);
    expect((await sync(user.sid, [ahead]))[0]!.status).toBe('invalid');
    const twice = rating(user.ids[0]!, 4, Date.now());
    expect((await post(user.sid, '/api/card/review/batch', { reviews: [twice, twice] })).statusCode).toBe(400);
    expect((await post(user.sid, '/api/card/review/batch', { reviews: [] })).statusCode).toBe(400);
    const notUuid = { ...rating(user.ids[0]!, 4, Date.now()), clientId: 'x' };
    expect((await post(user.sid, '/api/card/review/batch', { reviews: [notUuid] })).statusCode).toBe(400);
    expect(await reviewLog(user.ids[0]!)).toEqual([]);
  });

  it('undo of the latest synced rating replays the card’s later-timed ratings without it; it never comes back', async () => {
    const user = await makeUser(1);
    const [id] = user.ids as [number];
    const start = (await offlineCard(user.sid, id)).schedulerState;
    const now = Date.now();
    const later = rating(id, 5, now - minute);
    const earlier = rating(id, 1, now - 2 * minute);
    await sync(user.sid, [later]);
    await sync(user.sid, [earlier]);
    const undo = await post(user.sid, '/api/card/undo', {});
    expect(undo.json().quality).toBe(1);
    expect(await offlineCard(user.sid, id)).toMatchObject(expected(start, [later], 'sm2'));
    expect((await sync(user.sid, [earlier]))[0]!.status).toBe('duplicate');
    expect((await reviewLog(id)).map((r) => r.clientId)).toEqual([later.clientId]);
  });
});

describe('answer time', () => {
  const answerTimes = async (cardId: number) =>
    (
      await t.database.db.execute<{ answer_ms: number | null }>(
        sql`SELECT answer_ms FROM card_reviews WHERE card_id = ${cardId} ORDER BY reviewed_at, id`,
      )
    ).rows.map((row) => row.answer_ms);

  it('keeps how long each rating took, online and synced; a client that sends none records none', async () => {
    const user = await makeUser(2);
    const [online, synced] = user.ids as [number, number];
    const rated = await post(user.sid, '/api/card/review', { id: online, quality: 4, answerMs: 7300 });
    expect(rated.statusCode).toBe(200);
    expect((await post(user.sid, '/api/card/review', { id: online, quality: 4 })).statusCode).toBe(200);
    const now = Date.now();
    // The later rating syncs first: the replay rewrites the earlier-logged one and keeps its time.
    await sync(user.sid, [{ ...rating(synced, 5, now - minute), answerMs: 60_000 }]);
    await sync(user.sid, [{ ...rating(synced, 3, now - 2 * minute), answerMs: 2500 }, rating(synced, 4, now)]);
    expect(await answerTimes(online)).toEqual([7300, null]);
    expect(await answerTimes(synced)).toEqual([2500, 60_000, null]);
  });

  it('refuses a time over the minute cap, negative or fractional with a message naming it, and logs nothing', async () => {
    const user = await makeUser(1);
    const [id] = user.ids as [number];
    for (const answerMs of [60_001, -1, 1.5, 'fast']) {
      const single = await post(user.sid, '/api/card/review', { id, quality: 4, answerMs });
      expect(single.statusCode).toBe(400);
      expect(single.json()).toMatchObject({
        code: 'validation',
        fieldErrors: { answerMs: 'Answer time must be whole milliseconds from 0 to 60,000' },
      });
      const batch = await post(user.sid, '/api/card/review/batch', {
        reviews: [{ ...rating(id, 4, Date.now()), answerMs }],
      });
      expect(batch.json()).toMatchObject({
        fieldErrors: { 'reviews.0.answerMs': 'Answer time must be whole milliseconds from 0 to 60,000' },
      });
    }
    expect(await answerTimes(id)).toEqual([]);
  });
});

describe('GET /api/card/offline', () => {
  it('holds the soonest-due cards with their scheduler state, only the user’s own, by deck when asked', async () => {
    const user = await makeUser(3);
    const other = await makeUser(2);
    const response = await get(user.sid, '/api/card/offline');
    expect(response.json().engine).toBe('sm2');
    const cards: OfflineCard[] = response.json().cards;
    expect(cards.map((card) => card.id).sort()).toEqual([...user.ids].sort());
    expect(cards[0]!.schedulerState.sm2).toEqual({ repetitions: 0, easiness: 2.5, intervalDays: 0 });
    expect(cards.some((card) => other.ids.includes(card.id))).toBe(false);
    const decks = await post(user.sid, '/api/card/create', { cards: [{ question: 'D?', answer: 'd' }], deck: 'One' });
    const deckId = decks.json().cards[0].deckId;
    const inDeck = (await get(user.sid, `/api/card/offline?deckId=${deckId}`)).json().cards;
    expect(inDeck.map((card: OfflineCard) => card.question)).toEqual(['D?']);
  });
});
