import { describe, expect, it } from 'vitest';
import { initialSchedulerState, scheduleReview } from '../src/scheduler/schedule';
import type { SchedulerState } from '../src/scheduler/scheduler-state';

const dayMs = 86_400_000;
const start = new Date('2026-03-01T09:00:00Z');

/** A card rated Good three times, a day apart each, so the next Good sends it to review some days ahead. */
function reviewedCard(): { state: SchedulerState; now: Date } {
  let state = initialSchedulerState(start);
  let now = start;
  for (let i = 0; i < 3; i++) {
    state = scheduleReview(state, 4, 'fsrs', now).state;
    now = new Date(state.fsrs.due);
  }
  return { state, now };
}

const days = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / dayMs);

describe('FSRS with a learner’s settings', () => {
  it('schedules longer intervals at a lower desired retention and shorter at a higher one', () => {
    const { state, now } = reviewedCard();
    const at = (desiredRetention: number) =>
      days(now, scheduleReview(state, 4, 'fsrs', now, { settings: { parameters: null, desiredRetention } }).dueAt);
    expect(at(0.7)).toBeGreaterThan(at(0.9));
    expect(at(0.97)).toBeLessThan(at(0.9));
  });

  it('follows trained parameters: a learner who forgets slowly gets longer intervals', () => {
    const { state, now } = reviewedCard();
    const slowForgetter = [
      0.4, 3, 8, 30, 6.4, 0.83, 3.0, 0.001, 2.0, 0.12, 1.0, 1.9, 0.11, 0.29, 2.27, 0.23, 2.99, 0.52, 0.66, 0.06, 0.15,
    ];
    const trained = scheduleReview(state, 4, 'fsrs', now, {
      settings: { parameters: slowForgetter, desiredRetention: 0.9 },
    });
    const standard = scheduleReview(state, 4, 'fsrs', now);
    expect(trained.dueAt.getTime()).not.toBe(standard.dueAt.getTime());
  });
});

describe('load balancing', () => {
  it('moves the due date to the quietest day within the fuzz range, never outside it', () => {
    const { state, now } = reviewedCard();
    const settings = { parameters: null, desiredRetention: 0.9 };
    const plain = days(now, scheduleReview(state, 4, 'fsrs', now, { settings }).dueAt);
    expect(plain).toBeGreaterThanOrEqual(3);
    // Every day is busy except the one just after the interval.
    const quiet = plain + 1;
    const balanced = scheduleReview(state, 4, 'fsrs', now, { settings, load: (d) => (d === quiet ? 0 : 50) });
    expect(days(now, balanced.dueAt)).toBe(quiet);
    expect(balanced.state.fsrs.scheduledDays).toBe(quiet);
    // A quiet day far away is out of the fuzz range: the card stays on its own day.
    const far = scheduleReview(state, 4, 'fsrs', now, { settings, load: (d) => (d === plain * 3 ? 0 : 50) });
    expect(days(now, far.dueAt)).toBe(plain);
  });

  it('leaves SM-2 dates alone', () => {
    const { state, now } = reviewedCard();
    const free = scheduleReview(state, 4, 'sm2', now);
    const loaded = scheduleReview(state, 4, 'sm2', now, {
      settings: { parameters: null, desiredRetention: 0.9 },
      load: () => 9,
    });
    expect(loaded.dueAt.getTime()).toBe(free.dueAt.getTime());
  });
});
