import type { FsrsSettings } from '@kurio/shared/scheduler/fsrs-settings';
import { scheduleReview } from '@kurio/shared/scheduler/schedule';
import type { SchedulerEngine, SchedulerState } from '@kurio/shared/scheduler/scheduler-state';
import { sql } from 'drizzle-orm';
import { State } from 'ts-fsrs';
import type { Db } from '../../../../db/client';
import { timestampValue } from '../../../../db/prepared';

const dayMs = 86_400_000;

export interface ScheduledRating {
  userId: string;
  cardId: number;
  state: SchedulerState;
  quality: number;
  engine: SchedulerEngine;
  now: Date;
  fsrs: FsrsSettings;
}

/** The learner's other cards due on each whole day after `now`, up to `lastDay` (cards_user_due_idx). */
async function dueLoad(db: Db, rating: ScheduledRating, lastDay: number) {
  const until = new Date(rating.now.getTime() + (lastDay + 1) * dayMs);
  const { rows } = await db.execute<{ day: number | string; count: number | string }>(sql`
    SELECT floor(extract(epoch FROM due_at - ${timestampValue(rating.now)}::timestamptz) / 86400) AS day,
      count(*) AS count
    FROM cards
    WHERE user_id = ${rating.userId} AND id <> ${rating.cardId}
      AND due_at >= ${timestampValue(rating.now)} AND due_at < ${timestampValue(until)}
    GROUP BY 1`);
  const counts = new Map(rows.map((row) => [Number(row.day), Number(row.count)]));
  return (day: number) => counts.get(day) ?? 0;
}

/**
 * One review scheduled with the learner's FSRS settings; a card FSRS sends to review lands on the quietest day
 * of its fuzz range, counted from the learner's other cards as the device counts them (offline-review.ts).
 * Only then is the due-day count asked for, over a window the fuzz range cannot leave.
 */
export async function scheduleWithLoad(db: Db, rating: ScheduledRating) {
  const plain = scheduleReview(rating.state, rating.quality, rating.engine, rating.now, { settings: rating.fsrs });
  if (rating.engine !== 'fsrs' || plain.state.fsrs.state !== State.Review) return plain;
  const lastDay = Math.ceil(plain.state.fsrs.scheduledDays * 1.2) + 5;
  const load = await dueLoad(db, rating, lastDay);
  return scheduleReview(rating.state, rating.quality, rating.engine, rating.now, { settings: rating.fsrs, load });
}
