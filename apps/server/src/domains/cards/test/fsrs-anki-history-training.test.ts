import { scheduleReview } from '@kurio/shared/scheduler/schedule';
import type { SchedulerState } from '@kurio/shared/scheduler/scheduler-state';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, withSignIn } from '../../../../test/helpers/http';
import { syntheticReviewLog, syntheticTrueParameters } from '../../../../test/helpers/synthetic-reviews';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { basicCollection, type FixtureReview, legacyPackage } from './anki-fixtures';
import { importApkg } from './anki-upload';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitRules: { signupPerIp: { limit: 1000, windowMs: 60_000 } } });
});
afterAll(() => t.close());

const dayMs = 86_400_000;

const get = (sid: string, url: string) => t.app.inject({ url, headers: withSignIn(sid) });
const post = (sid: string, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: withSignIn(sid), ...(payload ? { payload } : {}) });

/**
 * An Anki package whose review log is a known learner's (FSRS with parameters far from the defaults): Anki's
 * buttons are FSRS's ratings, a card's first entry is a learning one, later ones reviews.
 */
async function packageWithHistory(reviews: number) {
  const log = syntheticReviewLog(syntheticTrueParameters, 7, reviews);
  // Whole days earlier, so the latest review is in the past (a later one would be skipped as impossible).
  const latest = Math.max(...log.flat().map((review) => review.at));
  const shift = Math.max(0, Math.ceil((latest - Date.now()) / dayMs) + 1) * dayMs;
  const revlog: FixtureReview[] = log.flatMap((card, index) =>
    card.map((review, n) => ({
      id: review.at - shift + index,
      cid: index + 1,
      ease: review.rating,
      type: n === 0 ? 0 : 1,
    })),
  );
  const collection = { ...basicCollection(log.length, 'History', Math.floor(Date.UTC(2025, 0, 1) / 1000)), revlog };
  return { bytes: await legacyPackage(collection), reviews: revlog.length };
}

// The package is written in Anki's own schema by anki-fixtures.ts: no package made by Anki with a review log is among
// the fixtures (other-tools/biology.apkg has none), and Anki itself does not install here.
describe('FSRS trained on a review history brought from Anki (issue 37)', () => {
  it('imports the history, trains on it, keeps the parameters by the held-out rule and schedules with them', async () => {
    const user = await signUp(t.app);
    await t.database.db.execute(sql`UPDATE users SET plan = 1 WHERE id = ${user.userId}`);
    const anki = await packageWithHistory(3000);
    const imported = await importApkg(t.app, user.sid, anki.bytes, 'reschedule');
    expect(imported.statusCode).toBe(200);
    expect(imported.json().reviews).toEqual({ imported: anki.reviews, skipped: [] });

    const response = await post(user.sid, '/api/card/schedule/optimise');
    expect(response.statusCode).toBe(200);
    const { training } = response.json();
    expect(training.trainedOnReviews).toBe(anki.reviews);
    // The held-out rule: trained parameters schedule only when they predicted the latest fifth better.
    expect(training.inUse).toBe(training.trained.logLoss < training.defaults.logLoss);
    // This learner forgets far faster than FSRS's defaults assume, so the rule keeps what was trained.
    expect(training.inUse).toBe(true);

    const offline = (await get(user.sid, '/api/card/offline')).json();
    const parameters: number[] = offline.fsrs.parameters;
    expect(parameters).toHaveLength(21);
    const card = offline.cards[0] as { id: number; schedulerState: SchedulerState };
    const rated = await post(user.sid, '/api/card/review', { id: card.id, quality: 4, answerMs: 5000 });
    expect(rated.statusCode).toBe(200);
    const { rows } = await t.database.db.execute<{ state_after: SchedulerState; reviewed_at: Date | string }>(
      sql`SELECT state_after, reviewed_at FROM card_reviews WHERE card_id = ${card.id} ORDER BY id DESC LIMIT 1`,
    );
    const at = new Date(rows[0]!.reviewed_at);
    const memoryWith = (settings: { parameters: number[] | null; desiredRetention: number }) =>
      scheduleReview(card.schedulerState, 4, 'fsrs', at, { settings }).state.fsrs;
    const trained = memoryWith({ parameters, desiredRetention: offline.fsrs.desiredRetention });
    const defaults = memoryWith({ parameters: null, desiredRetention: offline.fsrs.desiredRetention });
    expect(rows[0]!.state_after.fsrs).toMatchObject({ stability: trained.stability, difficulty: trained.difficulty });
    expect(trained.stability).not.toBeCloseTo(defaults.stability, 3);
  });
});
