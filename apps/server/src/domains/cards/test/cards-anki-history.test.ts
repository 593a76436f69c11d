import { initialSchedulerState, scheduleReview } from '@kurio/shared/scheduler/schedule';
import type { SchedulerEngine } from '@kurio/shared/scheduler/scheduler-state';
import { sql } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, withSignIn } from '../../../../test/helpers/http';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { loadSqlJs } from '../services/anki-collection';
import {
  basicCollection,
  type FixtureCollection,
  type FixtureReview,
  legacyCollection,
  legacyPackage,
  modernPackage,
  packageGenerations,
} from './anki-fixtures';
import { importApkg } from './anki-upload';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitRules: { signupPerIp: { limit: 1000, windowMs: 60_000 } } });
});
afterAll(() => t.close());

const dayMs = 86_400_000;
const crt = Math.floor(Date.UTC(2024, 0, 1) / 1000);
const t0 = Date.UTC(2024, 2, 1, 9);

/** Card 1 learns, lapses and relearns; card 2 has a filtered review and entries that cannot be imported. */
const history: FixtureReview[] = [
  { id: t0, cid: 1, ease: 3, type: 0 },
  { id: t0 + dayMs, cid: 1, ease: 3, type: 1 },
  { id: t0 + 5 * dayMs, cid: 1, ease: 1, type: 1 },
  { id: t0 + 5 * dayMs + 600_000, cid: 1, ease: 3, type: 2 },
  { id: t0 + 10 * dayMs, cid: 1, ease: 4, type: 1 },
  { id: t0 + 11 * dayMs, cid: 1, ease: 0, type: 4 },
  { id: t0 + 12 * dayMs, cid: 1, ease: 3, type: 5 },
  { id: t0 + 3 * dayMs, cid: 2, ease: 2, type: 1 },
  { id: t0 + 4 * dayMs, cid: 2, ease: 3, type: 3 },
  { id: 1_000_000, cid: 2, ease: 3, type: 1 },
  { id: Date.now() + dayMs, cid: 2, ease: 3, type: 1 },
  { id: t0 + 6 * dayMs, cid: 2, ease: 5, type: 1 },
  { id: t0 + 7 * dayMs, cid: 99, ease: 3, type: 1 },
];
/** The ratings of card 1 in Kurio's qualities, with their times. */
const cardOneRatings = [
  [t0, 4],
  [t0 + dayMs, 4],
  [t0 + 5 * dayMs, 1],
  [t0 + 5 * dayMs + 600_000, 4],
  [t0 + 10 * dayMs, 5],
] as const;

const withHistory = (extra: Partial<FixtureCollection> = {}): FixtureCollection => {
  const collection = basicCollection(3, 'History', crt);
  // Card 3 is a review card in Anki, due on day 100 of the collection.
  collection.notes[2]!.cards[0] = { ord: 0, deckId: 2, type: 2, queue: 2, due: 100, ivl: 10, factor: 2500 };
  return { ...collection, revlog: history, ...extra };
};

const expectedSkips = [
  { reason: 'manual', count: 2 },
  { reason: 'impossibleTime', count: 2 },
  { reason: 'unknownRating', count: 1 },
  { reason: 'cardNotImported', count: 1 },
];

interface ExportedCard {
  question: string;
  dueAt: string;
  reviews: { reviewedAt: string; quality: number; engine: string; answerMs: number | null }[];
}

/** The learner's cards with their review history, as the JSON export gives them. */
async function exportedCards(sid: string): Promise<ExportedCard[]> {
  const response = await t.app.inject({ url: '/api/card/export?format=json', headers: withSignIn(sid) });
  return response.json().cards;
}

const setPro = (userId: string) => t.database.db.execute(sql`UPDATE users SET plan = 1 WHERE id = ${userId}`);

/** Where Kurio's scheduler leaves card 1 after its ratings, on the given engine. */
function replayedDue(engine: SchedulerEngine): number {
  let memory = { state: initialSchedulerState(new Date(t0)), dueAt: new Date(t0) };
  for (const [at, quality] of cardOneRatings) memory = scheduleReview(memory.state, quality, engine, new Date(at));
  return memory.dueAt.getTime();
}

describe('card/import/apkg with a review log', () => {
  for (const [label, build] of packageGenerations) {
    it(`imports the reviews of ${label} onto its cards, counting what it skips by reason`, async () => {
      const user = await signUp(t.app);
      const response = await importApkg(t.app, user.sid, await build(withHistory()), 'keep');
      expect(response.statusCode).toBe(200);
      expect(response.json().reviews).toEqual({ imported: 7, skipped: expectedSkips });
      const [one, two, three] = await exportedCards(user.sid);
      expect(one!.reviews.map((review) => [Date.parse(review.reviewedAt), review.quality])).toEqual(cardOneRatings);
      expect(two!.reviews.map((review) => review.quality)).toEqual([3, 4]);
      expect(three!.reviews).toEqual([]);
      // Kept: the card's schedule is Anki's, whatever its history.
      expect(Date.parse(three!.dueAt)).toBe(crt * 1000 + 100 * dayMs);
    });
  }

  it('reschedules from the history with FSRS on Pro and SM-2 on the free plan; cards without one start new', async () => {
    const pro = await signUp(t.app);
    await setPro(pro.userId);
    const before = Date.now();
    const response = await importApkg(t.app, pro.sid, await legacyPackage(withHistory()), 'reschedule');
    expect(response.json()).toMatchObject({ scheduling: 'reschedule', reviews: { imported: 7 } });
    const [one, , three] = await exportedCards(pro.sid);
    expect(Date.parse(one!.dueAt)).toBe(replayedDue('fsrs'));
    expect(Date.parse(one!.dueAt)).toBeGreaterThan(t0 + 10 * dayMs);
    expect(one!.reviews.every((review) => review.engine === 'fsrs')).toBe(true);
    expect(Date.parse(three!.dueAt)).toBeGreaterThanOrEqual(before - 1000);

    const free = await signUp(t.app);
    await importApkg(t.app, free.sid, await legacyPackage(withHistory()), 'reschedule');
    const [freeOne] = await exportedCards(free.sid);
    expect(Date.parse(freeOne!.dueAt)).toBe(replayedDue('sm2'));
    expect(replayedDue('sm2')).not.toBe(replayedDue('fsrs'));
  });

  it('starts a card’s memory over after Anki’s reset to new, and leaves a card reset last new', async () => {
    const user = await signUp(t.app);
    await setPro(user.userId);
    const again = t0 + 20 * dayMs;
    const reset = withHistory({
      revlog: [
        { id: t0, cid: 1, ease: 3, type: 0 },
        { id: t0 + dayMs, cid: 1, ease: 4, type: 1 },
        { id: t0 + 2 * dayMs, cid: 1, ease: 0, type: 4, ivl: 0 },
        { id: again, cid: 1, ease: 3, type: 0 },
        { id: t0 + 1000, cid: 2, ease: 3, type: 0 },
        { id: t0 + dayMs + 1000, cid: 2, ease: 0, type: 4, ivl: 0 },
      ],
    });
    const before = Date.now();
    const response = await importApkg(t.app, user.sid, await legacyPackage(reset), 'reschedule');
    expect(response.json().reviews).toEqual({ imported: 4, skipped: [{ reason: 'manual', count: 2 }] });
    const [one, two] = await exportedCards(user.sid);
    const fromScratch = scheduleReview(initialSchedulerState(new Date(again)), 4, 'fsrs', new Date(again));
    expect(Date.parse(one!.dueAt)).toBe(fromScratch.dueAt.getTime());
    expect(Date.parse(two!.dueAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('leaves the history behind when the learner starts fresh', async () => {
    const user = await signUp(t.app);
    const response = await importApkg(t.app, user.sid, await modernPackage(withHistory()), 'fresh');
    expect(response.json().reviews).toEqual({
      imported: 0,
      skipped: [{ reason: 'startedFresh', count: history.length }],
    });
    expect((await exportedCards(user.sid)).flatMap((card) => card.reviews)).toEqual([]);
  });

  it('skips a second review of the same card at the same millisecond', async () => {
    const user = await signUp(t.app);
    const repeated = withHistory({
      keylessRevlog: true,
      revlog: [
        { id: t0, cid: 1, ease: 3, type: 0 },
        { id: t0, cid: 1, ease: 3, type: 0 },
        { id: t0, cid: 2, ease: 3, type: 0 },
      ],
    });
    const response = await importApkg(t.app, user.sid, await legacyPackage(repeated), 'keep');
    expect(response.json().reviews).toEqual({ imported: 2, skipped: [{ reason: 'duplicate', count: 1 }] });
  });

  it('keeps each answer time through import and export: capped at a minute, Anki’s 0 read as none', async () => {
    const source = await signUp(t.app);
    const timed = withHistory({
      revlog: [
        { id: t0, cid: 1, ease: 3, type: 0, time: 8250 },
        { id: t0 + dayMs, cid: 1, ease: 3, type: 1, time: 0 },
        { id: t0 + 3 * dayMs, cid: 1, ease: 1, type: 1, time: 95_000 },
        { id: t0 + 2 * dayMs, cid: 2, ease: 4, type: 1, time: 60_000 },
      ],
    });
    const first = await importApkg(t.app, source.sid, await legacyPackage(timed), 'keep');
    expect(first.json()).toMatchObject({ reviews: { imported: 4 } });
    const times = async (sid: string) =>
      (await exportedCards(sid)).map((card) => card.reviews.map((review) => review.answerMs));
    expect(await times(source.sid)).toEqual([[8250, null, 60_000], [60_000], []]);

    const exported = await t.app.inject({ url: '/api/card/export?format=apkg', headers: withSignIn(source.sid) });
    const target = await signUp(t.app);
    await importApkg(t.app, target.sid, exported.rawPayload, 'keep');
    expect(await times(target.sid)).toEqual(await times(source.sid));
  });

  it('answers 400, never 500, for a review log without Anki’s columns or an unknown scheduling choice', async () => {
    const user = await signUp(t.app);
    const SQL = await loadSqlJs();
    const collection = new SQL.Database(await legacyCollection(withHistory()));
    collection.run('DROP TABLE revlog; CREATE TABLE revlog (id integer PRIMARY KEY, note text)');
    const bytes = Buffer.from(zipSync({ 'collection.anki2': collection.export(), media: strToU8('{}') }));
    collection.close();
    const response = await importApkg(t.app, user.sid, bytes, 'reschedule');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('notAnkiPackage');
    const unknown = await importApkg(t.app, user.sid, await legacyPackage(withHistory()), 'maybe');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toHaveProperty('scheduling');
  });
});

describe('card/export?format=apkg with review history', () => {
  it('round-trips the history and schedule: same reviews, times, ratings and due days after import, export and import', async () => {
    const source = await signUp(t.app);
    await setPro(source.userId);
    await importApkg(t.app, source.sid, await legacyPackage(withHistory()), 'keep');
    const [first] = await exportedCards(source.sid);
    const card = (await t.app.inject({ url: '/api/card/list', headers: withSignIn(source.sid) })).json().cards;
    const cardId = card.find((c: { question: string }) => c.question === first!.question).id;
    const rated = await t.app.inject({
      method: 'POST',
      url: '/api/card/review',
      headers: withSignIn(source.sid),
      payload: { id: cardId, quality: 4 },
    });
    expect(rated.statusCode).toBe(200);

    const exported = await t.app.inject({ url: '/api/card/export?format=apkg', headers: withSignIn(source.sid) });
    const target = await signUp(t.app);
    const importedAt = Date.now() - 1000;
    const imported = await importApkg(t.app, target.sid, exported.rawPayload, 'keep');
    expect(imported.json().reviews).toEqual({ imported: 8, skipped: [] });
    const ratings = (cards: ExportedCard[]) =>
      cards.map((c) => ({ question: c.question, reviews: c.reviews.map((r) => [r.reviewedAt, r.quality]) }));
    const [sourceCards, targetCards] = [await exportedCards(source.sid), await exportedCards(target.sid)];
    expect(ratings(targetCards)).toEqual(ratings(sourceCards));
    // The schedule comes back by the day, an overdue card due today, a new one new (due now).
    const today = Math.floor(Date.now() / dayMs) * dayMs;
    const byDay = (dueAt: string) => Math.max(today, Math.floor(Date.parse(dueAt) / dayMs) * dayMs);
    const [ratedCard, newCard, reviewCard] = targetCards;
    expect(Date.parse(ratedCard!.dueAt)).toBe(byDay(sourceCards[0]!.dueAt));
    expect(Date.parse(reviewCard!.dueAt)).toBe(today);
    expect(Date.parse(newCard!.dueAt)).toBeGreaterThanOrEqual(importedAt);
  });
});
