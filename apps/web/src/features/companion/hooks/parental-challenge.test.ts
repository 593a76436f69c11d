import { describe, expect, it } from 'vitest';
import { createParentalChallenge } from './parental-challenge';

describe('parental gate question', () => {
  it('writes the factors in words and knows the product', () => {
    expect(createParentalChallenge(() => 0)).toEqual({ question: 'What is six multiplied by three?', answer: 18 });
    expect(createParentalChallenge(() => 0.999)).toEqual({
      question: 'What is twelve multiplied by nine?',
      answer: 108,
    });
  });

  it('never asks something a young child could answer from the digits alone', () => {
    for (let i = 0; i < 200; i++) {
      const { question, answer } = createParentalChallenge();
      expect(question).not.toMatch(/\d/);
      expect(answer).toBeGreaterThanOrEqual(18);
    }
  });
});
