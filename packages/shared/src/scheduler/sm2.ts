import type { Sm2State } from './scheduler-state';

export const initialSm2State: Sm2State = { repetitions: 0, easiness: 2.5, intervalDays: 0 };

const minimumEasiness = 1.3;
/**
 * A hundred years, as FSRS (ts-fsrs' default maximum_interval) and Anki cap intervals: uncapped, twenty
 * perfect reviews in a row would schedule a card past the year 9999, which no database timestamp holds.
 */
export const maximumIntervalDays = 36_500;

/**
 * One SM-2 repetition as SuperMemo published it (1987): intervals 1, 6, then I·EF rounded up (at most
 * `maximumIntervalDays`),
 * a quality below 3 restarts the repetitions, and EF' = EF + (0.1 − (5−q)(0.08 + (5−q)·0.02)), never below 1.3.
 */
export function nextSm2State(state: Sm2State, quality: number): Sm2State {
  let { repetitions, intervalDays } = state;
  if (quality >= 3) {
    if (repetitions === 0) intervalDays = 1;
    else if (repetitions === 1) intervalDays = 6;
    else intervalDays = Math.min(maximumIntervalDays, Math.ceil(intervalDays * state.easiness));
    repetitions += 1;
  } else {
    repetitions = 0;
    intervalDays = 1;
  }
  const miss = 5 - quality;
  const easiness = Math.max(minimumEasiness, roundEasiness(state.easiness + (0.1 - miss * (0.08 + miss * 0.02))));
  return { repetitions, easiness, intervalDays };
}

/** Keeps EF exact to 6 places so floating-point noise never shifts a rounded-up interval. */
const roundEasiness = (value: number) => Math.round(value * 1e6) / 1e6;
