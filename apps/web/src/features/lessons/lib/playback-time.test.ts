import { formatClock } from '@kurio/shared/clock';
import { describe, expect, it } from 'vitest';
import { clampTime, currentSentenceIndex } from './playback-time';

const transcript = [300, 3100, 6000, 6000, 9000].map((startMs, index) => ({
  sentence: `Sentence ${index}.`,
  startMs,
  isParagraphEnd: false,
}));

describe('currentSentenceIndex', () => {
  it('is the last sentence whose start is at or before the time', () => {
    expect(currentSentenceIndex(transcript, 300)).toBe(0);
    expect(currentSentenceIndex(transcript, 3099)).toBe(0);
    expect(currentSentenceIndex(transcript, 3100)).toBe(1);
    expect(currentSentenceIndex(transcript, 5999)).toBe(1);
    expect(currentSentenceIndex(transcript, 6000)).toBe(3);
    expect(currentSentenceIndex(transcript, 1e9)).toBe(4);
  });

  it('defaults to the first sentence before any start and for an empty transcript', () => {
    expect(currentSentenceIndex(transcript, 0)).toBe(0);
    expect(currentSentenceIndex(transcript, -50)).toBe(0);
    expect(currentSentenceIndex([], 5000)).toBe(0);
  });
});

describe('clampTime', () => {
  it('keeps skips between 0 and the duration', () => {
    expect(clampTime(-7, 200)).toBe(0);
    expect(clampTime(205, 200)).toBe(200);
    expect(clampTime(42.5, 200)).toBe(42.5);
  });

  it('treats an unknown duration or time as 0', () => {
    expect(clampTime(12, Number.NaN)).toBe(0);
    expect(clampTime(Number.NaN, 200)).toBe(0);
    expect(clampTime(12, Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('formatClock', () => {
  it('shows seconds as mm:ss', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(9.99)).toBe('00:09');
    expect(formatClock(217)).toBe('03:37');
    expect(formatClock(3599)).toBe('59:59');
    expect(formatClock(6000)).toBe('100:00');
  });

  it('shows 00:00 for invalid or negative times', () => {
    expect(formatClock(-1)).toBe('00:00');
    expect(formatClock(Number.NaN)).toBe('00:00');
    expect(formatClock(Number.POSITIVE_INFINITY)).toBe('00:00');
  });
});
