import { initialFsrsState, nextFsrsState } from './fsrs';
import { defaultFsrsSettings, type FsrsSettings } from './fsrs-settings';
import type { DueLoad } from './load-balance';
import type { SchedulerEngine, SchedulerState } from './scheduler-state';
import { initialSm2State, nextSm2State } from './sm2';

const dayMs = 86_400_000;

export function initialSchedulerState(now: Date): SchedulerState {
  return { sm2: initialSm2State, fsrs: initialFsrsState(now) };
}

/** How FSRS schedules this learner, and how many cards they have due on each coming day (to balance the load). */
export interface FsrsOptions {
  settings: FsrsSettings;
  load?: DueLoad;
}

/**
 * Advances both engines by one review; the engine of the user's plan decides the next due time. FSRS uses the
 * learner's settings (their parameters and desired retention), and balances the load only when its date applies.
 */
export function scheduleReview(
  state: SchedulerState,
  quality: number,
  engine: SchedulerEngine,
  now: Date,
  fsrs: FsrsOptions = { settings: defaultFsrsSettings },
): { state: SchedulerState; dueAt: Date } {
  const load = engine === 'fsrs' ? fsrs.load : undefined;
  const next: SchedulerState = {
    sm2: nextSm2State(state.sm2, quality),
    fsrs: nextFsrsState(state.fsrs, quality, now, fsrs.settings, load),
  };
  const dueAt = engine === 'fsrs' ? new Date(next.fsrs.due) : new Date(now.getTime() + next.sm2.intervalDays * dayMs);
  return { state: next, dueAt };
}
