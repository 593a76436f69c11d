import type { AnkiImportResult, AnkiReviewSkipReason } from '@kurio/shared/cards';
import type { FsrsSettings } from '@kurio/shared/scheduler/fsrs-settings';
import { initialSchedulerState, scheduleReview } from '@kurio/shared/scheduler/schedule';
import type { SchedulerEngine, SchedulerState } from '@kurio/shared/scheduler/scheduler-state';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { answerTimeOf, isReset, judgeEntry, type RevlogCard, type RevlogEntry } from './anki-revlog';

/** Review rows per INSERT: each carries two scheduler states, so a batch stays a few hundred kB. */
const reviewBatch = 500;

export interface ReviewImport {
  userId: string;
  engine: SchedulerEngine;
  /** The learner's FSRS parameters and desired retention (the defaults on the free plan, which schedules with SM-2). */
  fsrs: FsrsSettings;
  /** Kurio's card id for each imported Anki card id. */
  cardIds: ReadonlyMap<number, number>;
  /** Whether each card is left where its last review puts it (reschedule) or keeps the schedule it came with. */
  reschedule: boolean;
  now: Date;
  /** Called after each batch is written with the entries read so far: an import job's progress and cancel point. */
  afterBatch?: (read: number) => Promise<void>;
}

interface ReviewRow {
  cardId: number;
  reviewedAt: Date;
  quality: number;
  answerMs: number | null;
  dueBefore: Date;
  dueAfter: Date;
  stateBefore: SchedulerState;
  stateAfter: SchedulerState;
}

class SkipCounts {
  private readonly counts = new Map<AnkiReviewSkipReason, number>();
  add(reason: AnkiReviewSkipReason, count = 1) {
    if (count > 0) this.counts.set(reason, (this.counts.get(reason) ?? 0) + count);
  }
  list(): AnkiImportResult['reviews']['skipped'] {
    return [...this.counts].map(([reason, count]) => ({ reason, count }));
  }
}

/**
 * A card's kept entries as review rows, each scheduled from the one before, as if rated in Kurio at the time; a
 * reset to new starts the memory over at the next review.
 */
function replayCard(
  entries: RevlogEntry[],
  cardId: number,
  input: ReviewImport,
  skipped: SkipCounts,
): { rows: ReviewRow[]; last?: { state: SchedulerState; dueAt: Date } } {
  const rows: ReviewRow[] = [];
  let previous: RevlogEntry | undefined;
  let memory: { state: SchedulerState; dueAt: Date } | undefined;
  for (const entry of entries) {
    const verdict = judgeEntry(entry, previous, input.now.getTime());
    if ('skip' in verdict) {
      skipped.add(verdict.skip);
      if (verdict.skip === 'manual' && isReset(entry)) memory = undefined;
      continue;
    }
    const reviewedAt = new Date(entry.at);
    memory ??= { state: initialSchedulerState(reviewedAt), dueAt: reviewedAt };
    const next = scheduleReview(memory.state, verdict.quality, input.engine, reviewedAt, { settings: input.fsrs });
    rows.push({
      cardId,
      reviewedAt,
      quality: verdict.quality,
      answerMs: answerTimeOf(entry),
      dueBefore: memory.dueAt,
      dueAfter: next.dueAt,
      stateBefore: memory.state,
      stateAfter: next.state,
    });
    memory = next;
    previous = entry;
  }
  return { rows, last: memory };
}

/**
 * One INSERT per batch with the rows as a single JSON parameter, which PostgreSQL unpacks: two to three times
 * faster on PGlite than a parameter per value (100,000 reviews: 16–22 s against 47.7 s, measured with
 * scripts/bench/anki-history.mjs).
 */
async function insertReviews(tx: Db, input: ReviewImport, rows: ReviewRow[]) {
  if (rows.length === 0) return;
  const values = JSON.stringify(
    rows.map((row) => ({
      card_id: row.cardId,
      reviewed_at: row.reviewedAt,
      quality: row.quality,
      answer_ms: row.answerMs,
      due_before: row.dueBefore,
      due_after: row.dueAfter,
      state_before: row.stateBefore,
      state_after: row.stateAfter,
    })),
  );
  await tx.execute(sql`INSERT INTO card_reviews
      (user_id, card_id, reviewed_at, quality, answer_ms, engine, due_before, due_after, state_before, state_after)
    SELECT ${input.userId}, r.card_id, r.reviewed_at, r.quality, r.answer_ms, ${input.engine}, r.due_before,
      r.due_after, r.state_before, r.state_after
    FROM jsonb_to_recordset(${values}::jsonb) AS r(card_id bigint, reviewed_at timestamptz, quality smallint,
      answer_ms integer, due_before timestamptz, due_after timestamptz, state_before jsonb, state_after jsonb)`);
}

/** Leaves each card where its replayed history put it, in one statement per batch. */
async function rescheduleCards(tx: Db, userId: string, cards: { id: number; dueAt: Date; state: SchedulerState }[]) {
  if (cards.length === 0) return;
  const values = JSON.stringify(cards.map((card) => ({ id: card.id, due_at: card.dueAt, state: card.state })));
  await tx.execute(sql`UPDATE cards SET due_at = v.due_at, scheduler_state = v.state
    FROM jsonb_to_recordset(${values}::jsonb) AS v(id bigint, due_at timestamptz, state jsonb)
    WHERE cards.id = v.id AND cards.user_id = ${userId}`);
}

/**
 * Brings an Anki collection's review log (read card by card, from SQLite or the package reader's thread) onto the cards just imported, inside their transaction (`tx`), or, for
 * an import job, a statement per batch on the database: entries are read one card at a time and written in
 * batches, so a long log never sits in memory whole (docs/decisions/137, 157).
 */
export async function importAnkiReviews(
  tx: Db,
  log: Iterable<RevlogCard> | AsyncIterable<RevlogCard>,
  input: ReviewImport,
): Promise<AnkiImportResult['reviews']> {
  const skipped = new SkipCounts();
  let imported = 0;
  let rows: ReviewRow[] = [];
  let rescheduled: { id: number; dueAt: Date; state: SchedulerState }[] = [];
  let read = 0;
  const flush = async () => {
    await insertReviews(tx, input, rows);
    await rescheduleCards(tx, input.userId, rescheduled);
    imported += rows.length;
    [rows, rescheduled] = [[], []];
    await input.afterBatch?.(read);
  };
  for await (const { cardId: ankiId, entries } of log) {
    read += entries.length;
    const cardId = input.cardIds.get(ankiId);
    if (cardId === undefined) {
      skipped.add('cardNotImported', entries.length);
      continue;
    }
    const card = replayCard(entries, cardId, input, skipped);
    rows.push(...card.rows);
    if (input.reschedule && card.last) rescheduled.push({ id: cardId, ...card.last });
    if (rows.length >= reviewBatch) await flush();
  }
  await flush();
  return { imported, skipped: skipped.list() };
}
