import { describeDueIn, endOfLocalDay, resolveTimeZone } from '@kurio/shared/local-time';
import { initialFsrsState, nextFsrsState, qualityToRating } from '@kurio/shared/scheduler/fsrs';
import { initialSchedulerState, scheduleReview } from '@kurio/shared/scheduler/schedule';
import { initialSm2State, maximumIntervalDays, nextSm2State } from '@kurio/shared/scheduler/sm2';
import { createEmptyCard, fsrs, Rating } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';

const run = (qualities: number[]) => {
  let state = initialSm2State;
  return qualities.map((quality) => {
    state = nextSm2State(state, quality);
    return state;
  });
};

describe('SM-2 as SuperMemo published it', () => {
  it('quality 5 every time: intervals 1, 6, ⌈6·2.7⌉ = 17, ⌈17·2.8⌉ = 48; EF grows 0.1 a review', () => {
    expect(run([5, 5, 5, 5])).toEqual([
      { repetitions: 1, easiness: 2.6, intervalDays: 1 },
      { repetitions: 2, easiness: 2.7, intervalDays: 6 },
      { repetitions: 3, easiness: 2.8, intervalDays: 17 },
      { repetitions: 4, easiness: 2.9, intervalDays: 48 },
    ]);
  });

  it('quality 4 keeps EF at 2.5: intervals 1, 6, 15, 38', () => {
    // EF' = 2.5 + (0.1 − 1·(0.08 + 1·0.02)) = 2.5; 6·2.5 = 15; 15·2.5 = 37.5 → 38.
    expect(run([4, 4, 4, 4]).map((s) => [s.intervalDays, s.easiness])).toEqual([
      [1, 2.5],
      [6, 2.5],
      [15, 2.5],
      [38, 2.5],
    ]);
  });

  it('quality 3 lowers EF by 0.14 each time: 2.36, 2.22, 2.08; third interval ⌈6·2.22⌉ = 14', () => {
    // 0.1 − 2·(0.08 + 2·0.02) = −0.14
    expect(run([3, 3, 3])).toEqual([
      { repetitions: 1, easiness: 2.36, intervalDays: 1 },
      { repetitions: 2, easiness: 2.22, intervalDays: 6 },
      { repetitions: 3, easiness: 2.08, intervalDays: 14 },
    ]);
  });

  it('a quality below 3 restarts repetitions at interval 1 and still adjusts EF', () => {
    // q=2: 0.1 − 3·(0.08 + 3·0.02) = −0.32; q=0: 0.1 − 5·(0.08 + 5·0.02) = −0.8
    const [, , lapse] = run([5, 5, 2]);
    expect(lapse).toEqual({ repetitions: 0, easiness: 2.38, intervalDays: 1 });
    const [, , , relearn] = run([5, 5, 2, 4]);
    expect(relearn).toEqual({ repetitions: 1, easiness: 2.38, intervalDays: 1 });
    expect(run([0])[0]).toEqual({ repetitions: 0, easiness: 1.7, intervalDays: 1 });
  });

  it('caps the interval at a hundred years, however many perfect reviews follow', () => {
    const states = run(Array.from({ length: 40 }, () => 5));
    expect(Math.max(...states.map((state) => state.intervalDays))).toBe(maximumIntervalDays);
    const now = new Date('2026-11-24T12:00:00Z');
    let state = initialSchedulerState(now);
    for (let i = 0; i < 40; i++) state = scheduleReview(state, 5, 'sm2', now).state;
    expect(scheduleReview(state, 5, 'sm2', now).dueAt.getUTCFullYear()).toBe(2126);
  });

  it('never lets EF fall below 1.3', () => {
    expect(run([0, 0, 0]).map((s) => s.easiness)).toEqual([1.7, 1.3, 1.3]);
    expect(run([0, 0, 3, 3, 3]).at(-1)).toEqual({ repetitions: 3, easiness: 1.3, intervalDays: 8 });
  });
});

describe('FSRS through ts-fsrs', () => {
  it('maps quality 0–2 to Again, 3 to Hard, 4 to Good, 5 to Easy', () => {
    expect([0, 1, 2, 3, 4, 5].map(qualityToRating)).toEqual([
      Rating.Again,
      Rating.Again,
      Rating.Again,
      Rating.Hard,
      Rating.Good,
      Rating.Easy,
    ]);
  });

  it('gives exactly what ts-fsrs gives for the mapped rating', () => {
    const now = new Date('2026-03-01T10:00:00Z');
    const reference = fsrs({ enable_fuzz: false }).next(createEmptyCard(now), now, Rating.Easy).card;
    const ours = nextFsrsState(initialFsrsState(now), 5, now);
    expect(ours.due).toBe(reference.due.getTime());
    expect(ours.stability).toBe(reference.stability);
    expect(ours.difficulty).toBe(reference.difficulty);
    expect(ours.state).toBe(reference.state);
  });

  it('pro schedules by FSRS, free by SM-2, and both memories advance on every review', () => {
    const now = new Date('2026-03-01T10:00:00Z');
    const start = initialSchedulerState(now);
    const free = scheduleReview(start, 1, 'sm2', now);
    const pro = scheduleReview(start, 1, 'fsrs', now);
    expect(free.state).toEqual(pro.state);
    expect(free.dueAt.getTime() - now.getTime()).toBe(86_400_000);
    expect(pro.dueAt.getTime()).toBe(pro.state.fsrs.due);
    expect(pro.dueAt.getTime() - now.getTime()).toBeLessThanOrEqual(10 * 60_000);
    expect(free.state.fsrs.reps).toBe(1);
  });
});

describe('local days', () => {
  it('ends the day at local midnight, whatever the zone', () => {
    const now = new Date('2026-07-10T22:30:00Z');
    expect(endOfLocalDay(now, 'UTC').toISOString()).toBe('2026-07-11T00:00:00.000Z');
    // Berlin is UTC+2 in summer: it is already 00:30 on July 11 there.
    expect(endOfLocalDay(now, 'Europe/Berlin').toISOString()).toBe('2026-07-11T22:00:00.000Z');
    // Los Angeles is UTC−7: 15:30 on July 10.
    expect(endOfLocalDay(now, 'America/Los_Angeles').toISOString()).toBe('2026-07-11T07:00:00.000Z');
    expect(endOfLocalDay(now, 'Asia/Kolkata').toISOString()).toBe('2026-07-11T18:30:00.000Z');
  });

  it('handles the day a clock change happens (a 23-hour day)', () => {
    // Europe/Berlin springs forward on 2026-03-29: the local day is 23 hours long.
    const morning = new Date('2026-03-29T06:00:00Z');
    expect(endOfLocalDay(morning, 'Europe/Berlin').toISOString()).toBe('2026-03-29T22:00:00.000Z');
  });

  it('one minute before and one minute after midnight belong to different days', () => {
    const before = new Date('2026-01-15T22:59:00Z'); // 23:59 in Berlin
    const after = new Date('2026-01-15T23:01:00Z'); // 00:01 the next day
    expect(endOfLocalDay(before, 'Europe/Berlin').toISOString()).toBe('2026-01-15T23:00:00.000Z');
    expect(endOfLocalDay(after, 'Europe/Berlin').toISOString()).toBe('2026-01-16T23:00:00.000Z');
  });

  it('falls back to UTC for a missing or unknown zone', () => {
    expect(resolveTimeZone(undefined)).toBe('UTC');
    expect(resolveTimeZone('Mars/Olympus')).toBe('UTC');
    expect(resolveTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
  });

  it('reads the zone header the same way on every route: trimmed, first of several, at most 64 characters', () => {
    expect(resolveTimeZone('  Europe/Berlin ')).toBe('Europe/Berlin');
    expect(resolveTimeZone(['America/New_York', 'Asia/Tokyo'])).toBe('America/New_York');
    expect(resolveTimeZone('')).toBe('UTC');
    expect(resolveTimeZone('   ')).toBe('UTC');
    expect(resolveTimeZone(`Europe/Berlin${' '.repeat(60)}`)).toBe('Europe/Berlin');
    expect(resolveTimeZone(`Etc/${'X'.repeat(61)}`)).toBe('UTC');
    expect(resolveTimeZone('Europe/Berlin; DROP TABLE')).toBe('UTC');
    // An unknown zone stays unknown however often it is asked for (no cached answer leaks into the next call).
    expect(resolveTimeZone('Mars/Olympus')).toBe('UTC');
  });

  it('keeps answering correctly after many distinct spellings of valid zones', () => {
    const spellings = Array.from({ length: 1500 }, (_, i) =>
      [...'europe/berlin'].map((c, j) => ((i >> j) & 1 ? c.toUpperCase() : c)).join(''),
    );
    for (const zone of spellings) expect(resolveTimeZone(zone)).toBe(zone);
    const before = new Date('2026-01-15T22:59:00Z');
    expect(endOfLocalDay(before, 'Europe/Berlin').toISOString()).toBe('2026-01-15T23:00:00.000Z');
  });

  it('describes when a card is due in words', () => {
    const now = new Date('2026-05-05T08:00:00Z');
    const at = (ms: number) => describeDueIn(now, new Date(now.getTime() + ms), 'UTC');
    expect(at(-1)).toBe('now');
    expect(at(30_000)).toBe('in less than a minute');
    expect(at(60_000)).toBe('in 1 minute');
    expect(at(10 * 60_000)).toBe('in 10 minutes');
    expect(at(3 * 3_600_000)).toBe('in 3 hours');
    expect(at(20 * 3_600_000)).toBe('tomorrow');
    expect(at(3 * 86_400_000)).toBe('in 3 days');
    expect(at(90 * 86_400_000)).toBe('in 3 months');
    // 23:30 in UTC, due in 45 minutes: still "in 45 minutes", though it is tomorrow.
    const late = new Date('2026-05-05T23:30:00Z');
    expect(describeDueIn(late, new Date(late.getTime() + 45 * 60_000), 'UTC')).toBe('in 45 minutes');
    expect(describeDueIn(late, new Date(late.getTime() + 2 * 3_600_000), 'UTC')).toBe('tomorrow');
  });
});
