import { describe, expect, it } from 'vitest';
import { formatTimeOfDay } from './format-date';

describe('formatTimeOfDay', () => {
  it('writes the hour on a 12-hour clock with two-digit minutes, as US English does', () => {
    expect(formatTimeOfDay(new Date(2026, 10, 24, 15, 5))).toBe('3:05 PM');
    expect(formatTimeOfDay(new Date(2026, 10, 24, 9, 30).getTime())).toBe('9:30 AM');
  });

  it('calls the hour after midnight 12 AM and the hour after noon 12 PM', () => {
    expect(formatTimeOfDay(new Date(2026, 10, 24, 0, 7))).toBe('12:07 AM');
    expect(formatTimeOfDay(new Date(2026, 10, 24, 12, 0).toISOString())).toBe('12:00 PM');
  });
});
