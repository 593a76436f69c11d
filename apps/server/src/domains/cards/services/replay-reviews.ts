import type { FsrsSettings } from '@kurio/shared/scheduler/fsrs-settings';
import type { SchedulerEngine, SchedulerState } from '@kurio/shared/scheduler/scheduler-state';
import { and, asc, eq, gt, gte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { cardReviews, cards } from '../../../db/schema/index';
import { scheduleWithLoad } from './fsrs/balanced-schedule';

/** Where a card's memory stands: its scheduler state and when it is due. */
export interface CardMemory {
  state: SchedulerState;
  dueAt: Date;
}

/** One review in a card's history: logged already (with its row id) or about to be. */
export interface ReviewStep {
  id?: number;
  clientId: string | null;
  reviewedAt: Date;
  quality: number;
  engine: SchedulerEngine;
  /** Only a new review's answer time is written: a logged one keeps its own. */
  answerMs?: number | null;
}

/** Review-time order, ties by client id (none first), then by log order: the same order whoever logged first. */
export function compareSteps(a: ReviewStep, b: ReviewStep): number {
  const time = a.reviewedAt.getTime() - b.reviewedAt.getTime();
  if (time !== 0) return time;
  // Code-unit order, as PostgreSQL orders uuids, never the locale's.
  const [x, y] = [a.clientId ?? '', b.clientId ?? ''];
  if (x !== y) return x < y ? -1 : 1;
  return (a.id ?? Number.MAX_SAFE_INTEGER) - (b.id ?? Number.MAX_SAFE_INTEGER);
}

/** A card's logged reviews made at or after this instant, in review-time order, with what a replay needs. */
export function reviewsSince(tx: Db, userId: string, cardId: number, since: Date, inclusive = true) {
  return tx
    .select({
      id: cardReviews.id,
      clientId: cardReviews.clientId,
      reviewedAt: cardReviews.reviewedAt,
      quality: cardReviews.quality,
      engine: cardReviews.engine,
      dueBefore: cardReviews.dueBefore,
      stateBefore: cardReviews.stateBefore,
    })
    .from(cardReviews)
    .where(
      and(
        eq(cardReviews.userId, userId),
        eq(cardReviews.cardId, cardId),
        inclusive ? gte(cardReviews.reviewedAt, since) : gt(cardReviews.reviewedAt, since),
      ),
    )
    .orderBy(asc(cardReviews.reviewedAt), sql`${cardReviews.clientId} NULLS FIRST`, asc(cardReviews.id));
}

/**
 * Replays reviews in order from a starting memory, rewriting each logged one's before and after, logging the
 * new ones, and leaves the card where the last one put it. Each review is scheduled at its own review time, so
 * the result depends only on the set of reviews, never on the order they reached the server (decision 114).
 * Each is balanced against the cards due after its own review time, as the device balanced it (decision 136).
 */
export async function replayReviews(
  tx: Db,
  card: { userId: string; cardId: number; fsrs: FsrsSettings },
  start: CardMemory,
  steps: ReviewStep[],
): Promise<CardMemory> {
  const { userId, cardId } = card;
  let memory = start;
  for (const step of [...steps].sort(compareSteps)) {
    const next = await scheduleWithLoad(tx, { ...card, ...step, state: memory.state, now: step.reviewedAt });
    const logged = {
      dueBefore: memory.dueAt,
      dueAfter: next.dueAt,
      stateBefore: memory.state,
      stateAfter: next.state,
    };
    if (step.id === undefined) {
      await tx.insert(cardReviews).values({
        userId,
        cardId,
        clientId: step.clientId,
        reviewedAt: step.reviewedAt,
        quality: step.quality,
        answerMs: step.answerMs ?? null,
        engine: step.engine,
        ...logged,
      });
    } else {
      await tx.update(cardReviews).set(logged).where(eq(cardReviews.id, step.id));
    }
    memory = next;
  }
  await tx
    .update(cards)
    .set({ dueAt: memory.dueAt, schedulerState: memory.state })
    .where(and(eq(cards.id, cardId), eq(cards.userId, userId)));
  return memory;
}
