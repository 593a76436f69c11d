import { constants } from 'node:os';
import { setImmediate, setTimeout as sleep } from 'node:timers/promises';
import { minimumRepeatReviews, retrainEveryReviews } from '@kurio/shared/card-schedule';
import { qualityToRating } from '@kurio/shared/scheduler/fsrs';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { cardReviews } from '../../../../db/schema/index';
import { startChildProcess } from '../../../../platform/child-process';
import { conflict, DomainError } from '../../../domain-error';
import { historyItemCount, type LoggedReview } from './fsrs-items';
import type { TrainingOutcome } from './fsrs-optimizer';
import { learnerParameters, saveLearnerParameters } from './fsrs-settings-store';

/** What a training runs on: the optimizer package and the learner's review log, card by card. */
export interface FsrsTrainingJob {
  moduleName: string;
  cards: LoggedReview[][];
}

/** What the training process (fsrs-training-process.ts) is sent: the log a part at a time, then the go. */
export type FsrsTrainingMessage = { cards: LoggedReview[][] } | { train: string };

/**
 * Cards per message: a short step of the main thread, so requests run between steps rather than waiting out one
 * serialisation of the whole log.
 */
const step = 1000;

/**
 * Trains in a child process: the optimizer's native code aborts on some inputs (fsrs-items.ts avoids the one
 * known), and an abort there ends the child, not the server; it answers as a failed training. The child is
 * background work: one optimizer thread (its thread pool would otherwise take every core) at the lowest CPU
 * priority, so requests keep the CPU they need while it trains (BENCHMARKS.md, decision 159).
 */
export function trainApart(job: FsrsTrainingJob): Promise<TrainingOutcome> {
  return new Promise((resolve) => {
    const child = startChildProcess(import.meta.url, 'fsrs-training-process', {
      env: { ...process.env, RAYON_NUM_THREADS: '1' },
      priority: constants.priority.PRIORITY_LOW,
    });
    let settled = false;
    const finish = (outcome: TrainingOutcome) => {
      if (settled) return;
      settled = true;
      child.kill();
      resolve(outcome);
    };
    child.once('message', (outcome) => finish(outcome as TrainingOutcome));
    // Kept listening: a part sent as the child dies fails too, after the first failure settled the training.
    child.on('error', (error) => finish({ failed: error.message }));
    child.once('exit', (code, signal) =>
      finish({ failed: `The training process stopped (${signal ?? `exit code ${code}`}).` }),
    );
    void (async () => {
      for (let from = 0; from < job.cards.length && !settled; from += step) {
        child.send({ cards: job.cards.slice(from, from + step) } satisfies FsrsTrainingMessage);
        await setImmediate();
      }
      if (!settled) child.send({ train: job.moduleName } satisfies FsrsTrainingMessage);
    })();
  });
}

/**
 * Reviews read per query: short queries in log order, each followed by a rest as long as it took, so other
 * learners' requests keep their latency while the log is read (decision 169).
 */
const logPage = 100;

/**
 * The learner's review log, card by card in review order, as the optimizer reads it. Read in pages along the
 * (user, id) index rather than in one sorted query, which on PGlite's single connection would hold every other
 * request's query until the whole log was read.
 */
export async function learnerReviewLog(db: Db, userId: string): Promise<{ cards: LoggedReview[][]; total: number }> {
  const byCard = new Map<number, LoggedReview[]>();
  let total = 0;
  for (let after = 0; ; ) {
    const started = performance.now();
    const page = await db
      .select({
        id: cardReviews.id,
        cardId: cardReviews.cardId,
        reviewedAt: cardReviews.reviewedAt,
        quality: cardReviews.quality,
      })
      .from(cardReviews)
      .where(and(eq(cardReviews.userId, userId), gt(cardReviews.id, after)))
      .orderBy(asc(cardReviews.id))
      .limit(logPage);
    for (const row of page) {
      const reviews = byCard.get(row.cardId) ?? [];
      reviews.push({ at: row.reviewedAt.getTime(), rating: qualityToRating(row.quality) });
      byCard.set(row.cardId, reviews);
    }
    total += page.length;
    if (page.length < logPage) break;
    after = page.at(-1)!.id;
    // As long a rest as the page took: the other learners' queries and their rows' CPU get half the time.
    await sleep(performance.now() - started);
  }
  // Log order is not review order for a rating synced late; sort is stable, so ties keep log order.
  const cards = [...byCard.values()].map((reviews) => reviews.sort((a, b) => a.at - b.at));
  return { cards, total };
}

/** A learner's review counts: every review, and the repeat ones FSRS learns from. */
export interface ReviewCounts {
  total: number;
  repeat: number;
}

/**
 * Every review the learner logged, and the repeat ones: made on a later (UTC) day than the card's first review.
 * Those are what FSRS learns from (historyItems also keeps same-day reviews after such a day, so it finds at least
 * as many). Each card's first day comes from a grouped pass joined back, not a window over the log: the window
 * sorts the whole log and held PGlite's one connection twice as long (67 against 34 ms on 50,000 reviews).
 */
export async function reviewCounts(db: Db, userId: string): Promise<ReviewCounts> {
  const { rows } = await db.execute<{ total: number | string; repeat: number | string }>(sql`
    SELECT count(*) AS total, count(*) FILTER (WHERE r.reviewed_at >= f.next_day) AS repeat
    FROM card_reviews r
    JOIN (SELECT card_id, date_bin('1 day', min(reviewed_at), 'epoch') + interval '1 day' AS next_day
          FROM card_reviews WHERE user_id = ${userId} GROUP BY card_id) AS f USING (card_id)
    WHERE r.user_id = ${userId}`);
  return { total: Number(rows[0]?.total ?? 0), repeat: Number(rows[0]?.repeat ?? 0) };
}

/** The trainings running in this process, by learner: a second ask waits for the first. */
const running = new Map<string, Promise<ReviewCounts>>();

export const isTraining = (userId: string) => running.has(userId);

/** Trains and stores the result; answers the counts of the log it trained on, which the settings then show. */
async function train(db: Db, userId: string, moduleName: string): Promise<ReviewCounts> {
  const log = await learnerReviewLog(db, userId);
  const items = historyItemCount(log.cards);
  if (items < minimumRepeatReviews)
    throw conflict(
      `FSRS trains on at least ${minimumRepeatReviews} repeat reviews; you have ${items} so far.`,
      'notEnoughReviews',
    );
  const outcome = await trainApart({ moduleName, cards: log.cards });
  if ('unavailable' in outcome) throw new DomainError('unavailable', 'optimizerUnavailable', outcome.unavailable);
  if ('failed' in outcome)
    throw new DomainError('unavailable', 'trainingFailed', 'Training did not finish; your schedule is unchanged.');
  await saveLearnerParameters(db, userId, {
    parameters: outcome.parameters,
    trainedAt: new Date(),
    trainedOnReviews: log.total,
    logLossDefault: outcome.defaults.logLoss,
    rmseDefault: outcome.defaults.rmse,
    logLossTrained: outcome.trained.logLoss,
    rmseTrained: outcome.trained.rmse,
    inUse: outcome.trained.logLoss < outcome.defaults.logLoss,
  });
  // historyItemCount is the repeat count: each card's reviews from its first on a later day.
  return { total: log.total, repeat: items };
}

/**
 * Trains the learner's FSRS parameters now (one training per learner at a time) and stores the result; answers
 * the review counts as read for it, so the caller need not count the log again.
 */
export function trainLearner(db: Db, userId: string, moduleName: string): Promise<ReviewCounts> {
  const current = running.get(userId);
  if (current) return current;
  const job = train(db, userId, moduleName).finally(() => running.delete(userId));
  running.set(userId, job);
  return job;
}

/** Reviews since this process last looked, per learner: the log is counted every so many, not on each. */
const reviewsSinceCheck = new Map<string, number>();
const checkEvery = 25;

/**
 * Starts a training in the background when the learner has enough reviews and none has run, or 1,000 reviews
 * were logged since the last one. Called after reviews; a failure leaves the schedule as it was.
 */
export async function trainWhenDue(db: Db, userId: string, moduleName: string, reviews: number): Promise<void> {
  const seen = (reviewsSinceCheck.get(userId) ?? checkEvery) + reviews;
  if (seen < checkEvery || running.has(userId)) {
    reviewsSinceCheck.set(userId, seen);
    return;
  }
  reviewsSinceCheck.set(userId, 0);
  const [counts, row] = await Promise.all([reviewCounts(db, userId), learnerParameters(db, userId)]);
  const due = row?.trainedAt
    ? counts.total - row.trainedOnReviews >= retrainEveryReviews
    : counts.repeat >= minimumRepeatReviews;
  if (due) trainLearner(db, userId, moduleName).catch(() => undefined);
}
