import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it('writes seconds as mm:ss', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(116)).toBe('01:56');
    expect(formatDuration(59.9)).toBe('00:59');
    expect(formatDuration(3600)).toBe('60:00');
  });

  it('shows 00:00 for invalid or negative values', () => {
    for (const value of [-1, Number.NaN, Number.POSITIVE_INFINITY]) expect(formatDuration(value)).toBe('00:00');
  });
});
