import { describe, expect, it } from 'vitest';
import { normaliseAnswer, sameAnswer } from '../src/typed-answer';

describe('sameAnswer', () => {
  it('ignores case, accents, extra spaces and end punctuation', () => {
    expect(sameAnswer('  cafe   CREME ', 'Café crème')).toBe(true);
    expect(sameAnswer('Paris', 'Paris.')).toBe(true);
    expect(sameAnswer('Sao Paulo', 'São  Paulo')).toBe(true);
  });

  it('still tells different words apart', () => {
    expect(sameAnswer('Pari', 'Paris')).toBe(false);
    expect(sameAnswer('red car', 'redcar')).toBe(false);
  });

  it('keeps an answer that is only punctuation', () => {
    expect(normaliseAnswer('?')).toBe('?');
    expect(sameAnswer('', '?')).toBe(false);
  });
});
