import { cardMessages } from '@kurio/shared/card-rules';
import type { QueuedReview } from '@kurio/shared/cards';
import { endOfLocalDay } from '@kurio/shared/local-time';
import type { FsrsSettings } from '@kurio/shared/scheduler/fsrs-settings';
import type { SchedulerEngine } from '@kurio/shared/scheduler/scheduler-state';
import type { SyncResult } from '@kurio/shared/sync';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { timestampValue } from '../../../db/prepared';
import { cards } from '../../../db/schema/index';
import { claimOperations, timelyOperations } from '../../sync-operations';
import { type ReviewStep, replayReviews, reviewsSince } from './replay-reviews';

/**
 * Buries the siblings of a card rated on the device, as a rating made online does (card_rate): until the end of the
 * learner's local day of its latest new rating, unless that has passed (decision 162). A longer burial stays.
 */
async function burySiblings(
  tx: Db,
  user: { id: string; timeZone: string },
  card: { id: number; noteId: string },
  steps: ReviewStep[],
  now: Date,
) {
  const latest = new Date(Math.max(...steps.map((step) => step.reviewedAt.getTime())));
  const until = endOfLocalDay(latest, user.timeZone);
  if (until <= now) return;
  await tx
    .update(cards)
    .set({ buriedUntil: sql`greatest(${cards.buriedUntil}, ${timestampValue(until)}::timestamptz)` })
    .where(and(eq(cards.userId, user.id), eq(cards.noteId, card.noteId), ne(cards.id, card.id)));
}

/** The user's cards of a batch, locked at once in id order, so two batches touching the same cards queue up. */
async function lockCards(tx: Db, userId: string, cardIds: number[]) {
  if (cardIds.length === 0) return [];
  return tx
    .select({
      id: cards.id,
      dueAt: cards.dueAt,
      state: cards.schedulerState,
      cardType: cards.cardType,
      noteId: cards.noteId,
    })
    .from(cards)
    .where(and(eq(cards.userId, userId), inArray(cards.id, cardIds)))
    .orderBy(asc(cards.id))
    .for('update');
}

/**
 * Applies ratings made on the device (decision 114), each once per client id, in one transaction. A card's
 * ratings are merged into its history by review time and the card replayed from the first one, so a rating
 * that arrives after a later one made elsewhere still lands where it belongs; its siblings are buried as online.
 * A card the user does not have (deleted meanwhile, or someone else's) is reported as not found and its rating
 * dropped.
 */
export async function applyReviewBatch(
  db: Db,
  user: { id: string; engine: SchedulerEngine; fsrs: FsrsSettings; timeZone: string },
  reviews: QueuedReview[],
  now: Date,
): Promise<SyncResult[]> {
  const results = new Map<string, SyncResult>();
  const timely = timelyOperations(reviews, (review) => review.reviewedAt, now, results);
  await db.transaction(async (tx) => {
    const owned = await lockCards(tx, user.id, [...new Set(timely.map((review) => review.id))]);
    const cardById = new Map(owned.map((card) => [card.id, card]));
    const known = timely.filter((review) => {
      if (cardById.has(review.id)) return true;
      results.set(review.clientId, { clientId: review.clientId, status: 'notFound', message: cardMessages.notFound });
      return false;
    });
    const claimed = await claimOperations(
      tx,
      user.id,
      'review',
      known.map((review) => review.clientId),
    );
    const newByCard = new Map<number, ReviewStep[]>();
    for (const review of known) {
      const fresh = claimed.has(review.clientId);
      results.set(review.clientId, { clientId: review.clientId, status: fresh ? 'applied' : 'duplicate' });
      if (!fresh) continue;
      const step = {
        clientId: review.clientId,
        reviewedAt: new Date(review.reviewedAt),
        quality: review.quality,
        answerMs: review.answerMs ?? null,
        engine: user.engine,
      };
      newByCard.set(review.id, [...(newByCard.get(review.id) ?? []), step]);
    }
    for (const [cardId, steps] of newByCard) {
      const card = cardById.get(cardId)!;
      const earliest = new Date(Math.min(...steps.map((step) => step.reviewedAt.getTime())));
      const later = await reviewsSince(tx, user.id, cardId, earliest);
      // The logged reviews from the earliest new one on start from the memory the first of them started from.
      const start = later[0] ? { state: later[0].stateBefore, dueAt: later[0].dueBefore } : card;
      await replayReviews(tx, { userId: user.id, cardId, fsrs: user.fsrs }, start, [...later, ...steps]);
      // A basic note has no siblings to bury.
      if (card.cardType !== 'basic') await burySiblings(tx, user, card, steps, now);
    }
  });
  return reviews.map((review) => results.get(review.clientId)!);
}
