import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('uses the unit people read on phones, with one decimal below 100', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(999)).toBe('999 bytes');
    expect(formatBytes(1_000)).toBe('1.0 kB');
    expect(formatBytes(820_400)).toBe('820 kB');
    expect(formatBytes(3_412_000)).toBe('3.4 MB');
    expect(formatBytes(2_500_000_000)).toBe('2.5 GB');
  });
});
