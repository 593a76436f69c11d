import { describe, expect, it } from 'vitest';
import { compareTypedAnswer, normaliseAnswer } from '../src/typed-answer';

describe('typed answers', () => {
  it('ignore case, runs of spaces and accents', () => {
    expect(normaliseAnswer('  Crème   BRÛLÉE ')).toBe('creme brulee');
    expect(compareTypedAnswer('creme  brulee', 'Crème brûlée')).toMatchObject({ correct: true, suggestedQuality: 4 });
  });

  it('show what was missing and what was extra, character by character', () => {
    const result = compareTypedAnswer('hund', 'der Hunde');
    expect(result.correct).toBe(false);
    expect(result.parts).toEqual([
      { text: 'der ', kind: 'missing' },
      { text: 'hund', kind: 'same' },
      { text: 'e', kind: 'missing' },
    ]);
    expect(compareTypedAnswer('pariss', 'Paris').parts).toEqual([
      { text: 'paris', kind: 'same' },
      { text: 's', kind: 'extra' },
    ]);
  });

  it('suggest a lower rating the further the typed answer is', () => {
    expect(compareTypedAnswer('Pari', 'Paris').suggestedQuality).toBe(3);
    expect(compareTypedAnswer('Pxxs', 'Paris').suggestedQuality).toBeLessThan(3);
    expect(compareTypedAnswer('', 'Paris').suggestedQuality).toBe(0);
  });
});
