import { type FsrsParameters, initialFsrsState, nextFsrsState } from './fsrs';
import type { SchedulerEngine, SchedulerState } from './scheduler-state';
import { initialSm2State, nextSm2State } from './sm2';

const dayMs = 86_400_000;

export function initialSchedulerState(now: Date): SchedulerState {
  return { sm2: initialSm2State, fsrs: initialFsrsState(now) };
}

/**
 * Advances both engines by one review; the engine of the user's plan decides the next due time. FSRS runs with
 * the learner's parameters when given, else its defaults.
 */
export function scheduleReview(
  state: SchedulerState,
  quality: number,
  engine: SchedulerEngine,
  now: Date,
  fsrsParameters?: FsrsParameters,
): { state: SchedulerState; dueAt: Date } {
  const next: SchedulerState = {
    sm2: nextSm2State(state.sm2, quality),
    fsrs: nextFsrsState(state.fsrs, quality, now, fsrsParameters),
  };
  const dueAt = engine === 'fsrs' ? new Date(next.fsrs.due) : new Date(now.getTime() + next.sm2.intervalDays * dayMs);
  return { state: next, dueAt };
}
