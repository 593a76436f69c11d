/** SM-2 memory of one card (SuperMemo's published algorithm). */
export interface Sm2State {
  repetitions: number;
  easiness: number;
  intervalDays: number;
}

/** FSRS memory of one card, as ts-fsrs keeps it, with dates as epoch milliseconds. */
export interface FsrsState {
  due: number;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: number;
  lastReview: number | null;
}

/**
 * Both engines advance on every review; the user's plan only picks whose due date applies.
 * So a card keeps its full history whichever way the plan changes.
 */
export interface SchedulerState {
  sm2: Sm2State;
  fsrs: FsrsState;
}

export type SchedulerEngine = 'sm2' | 'fsrs';
