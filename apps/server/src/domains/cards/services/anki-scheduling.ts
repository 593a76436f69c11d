import { initialSchedulerState } from '@kurio/shared/scheduler/schedule';
import type { SchedulerState } from '@kurio/shared/scheduler/scheduler-state';
import { State } from 'ts-fsrs';
import type { AnkiCard } from './anki-collection';

const dayMs = 86_400_000;
const cardType = { new: 0, learning: 1, review: 2, relearning: 3 } as const;
/** Learning cards due later today store epoch seconds; all other due values count days from the collection's start. */
const firstEpochSecond = 1_000_000_000;
const defaultEase = 2.5;
const minimumEase = 1.3;

/** FSRS difficulty (1 hard … 10) estimated from Anki's ease when the card has no FSRS memory of its own. */
const difficultyFromEase = (ease: number) => Math.min(10, Math.max(1, 5 - ((ease - defaultEase) * 5) / 1.2));

function fsrsMemory(data: string): { s: number; d: number } | undefined {
  try {
    const parsed = JSON.parse(data) as { s?: unknown; d?: unknown };
    return typeof parsed.s === 'number' && typeof parsed.d === 'number' ? { s: parsed.s, d: parsed.d } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Anki's scheduling as Kurio's state for both engines (docs/decisions/112): the due date stays, SM-2 takes
 * the interval and ease (factor ‰), FSRS takes Anki's FSRS memory when present, else stability = interval and
 * a difficulty from ease. New cards start fresh, due now.
 */
export function keptSchedule(
  card: AnkiCard,
  collectionStart: number,
  now: Date,
): { dueAt: Date; state: SchedulerState } {
  const fresh = initialSchedulerState(now);
  if (card.type === cardType.new) return { dueAt: now, state: fresh };
  const dueAt =
    card.due >= firstEpochSecond ? new Date(card.due * 1000) : new Date(collectionStart * 1000 + card.due * dayMs);
  const ease = card.factor > 0 ? Math.max(minimumEase, card.factor / 1000) : defaultEase;
  // Negative intervals are seconds of a learning step: less than a day.
  const intervalDays = Math.max(0, card.interval);
  const reviewed = card.type === cardType.review || card.type === cardType.relearning;
  const memory = fsrsMemory(card.data);
  return {
    dueAt,
    state: {
      sm2: { repetitions: reviewed ? (intervalDays >= 6 ? 2 : 1) : 0, easiness: ease, intervalDays },
      fsrs: {
        ...fresh.fsrs,
        due: dueAt.getTime(),
        stability: memory?.s ?? Math.max(0.1, intervalDays),
        difficulty: memory?.d ?? difficultyFromEase(ease),
        scheduledDays: intervalDays,
        reps: card.reps,
        lapses: card.lapses,
        state: [State.New, State.Learning, State.Review, State.Relearning][card.type] ?? State.Review,
        lastReview: reviewed ? dueAt.getTime() - intervalDays * dayMs : null,
      },
    },
  };
}

/** The scheduling columns of an Anki card row: type, queue, due, ivl, factor, reps, lapses, data. */
export type AnkiCardSchedule = [number, number, number, number, number, number, number, string];

/**
 * A Kurio card's schedule as Anki's, the inverse of keptSchedule: a new card stays new (due by its
 * position), any other a review card due on its day counted from the collection's start (today at the soonest),
 * with SM-2's interval and ease and FSRS's memory as `s` and `d`.
 */
export function ankiSchedule(
  state: SchedulerState,
  dueAt: Date,
  collectionStart: number,
  position: number,
): AnkiCardSchedule {
  if (state.fsrs.state === State.New) return [cardType.new, cardType.new, position, 0, 0, 0, 0, ''];
  const dueDay = Math.max(0, Math.floor((dueAt.getTime() - collectionStart * 1000) / dayMs));
  const interval = Math.max(1, Math.round(state.sm2.intervalDays || state.fsrs.scheduledDays));
  const memory = JSON.stringify({ s: state.fsrs.stability, d: state.fsrs.difficulty });
  return [
    cardType.review,
    cardType.review,
    dueDay,
    interval,
    Math.round(state.sm2.easiness * 1000),
    state.fsrs.reps,
    state.fsrs.lapses,
    memory,
  ];
}
