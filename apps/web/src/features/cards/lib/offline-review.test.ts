import type { OfflineCard } from '@kurio/shared/cards';
import { defaultFsrsSettings } from '@kurio/shared/scheduler/fsrs-settings';
import { describe, expect, it } from 'vitest';
import { offlineCard } from '../../../../test/offline-card';
import { nextToReview, rateLocally, siblingsBuried } from './offline-review';

const now = Date.UTC(2026, 10, 24, 12);
const sm2 = { engine: 'sm2' as const, fsrs: defaultFsrsSettings };
const card = offlineCard;

describe('reviewing on the device', () => {
  it('shows the most overdue card of the scope, ties by id', () => {
    const cards = [card(3, now - 1000), card(2, now - 5000, 7), card(1, now - 5000), card(4, now + 1000)];
    expect(nextToReview(cards, now, undefined, 'UTC')).toEqual({ card: cards[2] });
    expect(nextToReview(cards, now, 7, 'UTC')).toEqual({ card: cards[1] });
  });

  it('says when the next card falls due, or that there are none', () => {
    expect(nextToReview([card(1, now + 3 * 3_600_000)], now, undefined, 'UTC')).toEqual({
      dueIn: 'in 3 hours',
      dueAt: now + 3 * 3_600_000,
    });
    expect(nextToReview([], now, undefined, 'UTC')).toEqual({ dueIn: null, dueAt: null });
  });

  it('skips the siblings of a card rated today until the day they are buried to, as the server does', () => {
    const forward = { ...card(1, now - 5000), noteId: 'note' };
    const reverse = { ...card(2, now - 4000), noteId: 'note' };
    const other = card(3, now - 1000);
    const rated = rateLocally(forward, 1, sm2, now);
    const tomorrow = now + 12 * 3_600_000;
    const buried = siblingsBuried([rated, reverse, other], rated, tomorrow);
    expect(buried).toEqual([{ ...reverse, buriedUntil: tomorrow }]);
    expect(nextToReview([rated, ...buried, other], now, undefined, 'UTC')).toEqual({ card: other });
    expect(nextToReview([rated, ...buried], now, undefined, 'UTC')).toMatchObject({ dueAt: tomorrow });
    expect(nextToReview([rated, ...buried], tomorrow, undefined, 'UTC')).toEqual({ card: buried[0] });
  });

  it('moves a rated card to the due date the server gives it: 1 day, then 6 days on SM-2', () => {
    const first = rateLocally(card(1, now - 1000), 5, sm2, now);
    expect(first.dueAt).toBe(now + 86_400_000);
    const second = rateLocally(first, 5, sm2, first.dueAt);
    expect(second.dueAt).toBe(first.dueAt + 6 * 86_400_000);
    expect(nextToReview([second], now, undefined, 'UTC')).toMatchObject({ dueIn: 'in 7 days' });
  });

  it('on FSRS a forgotten card comes back within minutes', () => {
    const forgotten = rateLocally(card(1, now - 1000), 0, { engine: 'fsrs', fsrs: defaultFsrsSettings }, now);
    expect(forgotten.dueAt - now).toBeLessThanOrEqual(10 * 60_000);
    expect(forgotten.schedulerState.fsrs.lapses + forgotten.schedulerState.fsrs.reps).toBeGreaterThan(0);
  });

  it('on FSRS schedules with the learner’s retention and moves the card to a quieter day, as the server does', () => {
    const good = (desiredRetention: number, others: OfflineCard[] = []) => {
      const schedule = { engine: 'fsrs' as const, fsrs: { parameters: null, desiredRetention } };
      return rateLocally(card(1, now - 1000), 5, schedule, now, others);
    };
    expect(good(0.7).dueAt).toBeGreaterThan(good(0.97).dueAt);
    const plainDay = Math.floor((good(0.9).dueAt - now) / 86_400_000);
    const busy = Array.from({ length: 30 }, (_, i) => card(100 + i, now + plainDay * 86_400_000 + 60_000));
    expect(Math.floor((good(0.9, busy).dueAt - now) / 86_400_000)).not.toBe(plainDay);
  });
});
