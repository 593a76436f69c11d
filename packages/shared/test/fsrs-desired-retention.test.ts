import { describe, expect, it } from 'vitest';
import { defaultFsrsSettings } from '../src/scheduler/fsrs-settings';
import { initialSchedulerState, scheduleReview } from '../src/scheduler/schedule';

const dayMs = 86_400_000;

/** The due date FSRS gives a card rated Good three times, a review as each falls due. */
function thirdDue(desiredRetention?: number) {
  let memory = { state: initialSchedulerState(new Date(0)), dueAt: new Date(0) };
  for (let review = 0; review < 3; review++) {
    memory = scheduleReview(
      memory.state,
      4,
      'fsrs',
      memory.dueAt,
      desiredRetention === undefined ? undefined : { settings: { ...defaultFsrsSettings, desiredRetention } },
    );
  }
  return memory.dueAt.getTime();
}

describe('scheduleReview with a learner’s desired retention', () => {
  it('schedules with them when given, and with the defaults otherwise', () => {
    expect(thirdDue()).toBe(thirdDue(undefined));
    // Asking to remember less often lets a card wait longer.
    expect(thirdDue(0.8) - thirdDue()).toBeGreaterThan(dayMs);
    expect(thirdDue(0.97)).toBeLessThan(thirdDue());
  });
});
