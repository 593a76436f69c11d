import { describe, expect, it } from 'vitest';
import { choiceOptions, distractorsFor } from './choice-options';
import type { StudyCard } from './study-card';

const card = (id: number, answer: string, deckId: number | null = 1): StudyCard => ({
  id,
  deckId,
  question: `Q${id}`,
  answer,
});

describe('choiceOptions', () => {
  it('offers the right answer once among at most four, drawn from the same deck', () => {
    const pool = [
      card(1, 'Paris'),
      ...['Rome', 'Berlin', 'Madrid', 'Lisbon', 'Vienna'].map((a, i) => card(i + 2, a)),
      card(20, 'Tokyo', 2),
    ];
    for (let run = 0; run < 50; run++) {
      const choice = choiceOptions(pool[0] as StudyCard, pool, Math.random);
      expect(choice?.options).toHaveLength(4);
      expect(choice?.options.filter((o) => o === 'Paris')).toHaveLength(1);
      expect(choice?.options[choice.answerIndex]).toBe('Paris');
      expect(choice?.options).not.toContain('Tokyo');
      expect(new Set(choice?.options).size).toBe(4);
    }
  });

  it('never offers the right answer twice, even written differently, nor the same distractor twice', () => {
    const pool = [card(1, 'Paris'), card(2, 'paris.'), card(3, 'Rome'), card(4, 'ROME'), card(5, 'Róme')];
    expect(distractorsFor(pool[0] as StudyCard, pool)).toEqual(['Rome']);
    const choice = choiceOptions(pool[0] as StudyCard, pool, Math.random);
    expect(choice?.options.toSorted()).toEqual(['Paris', 'Rome']);
  });

  it('offers no choice for a one-card deck', () => {
    const only = card(1, 'Paris');
    expect(choiceOptions(only, [only, card(2, 'Rome', 2)], Math.random)).toBeNull();
  });
});
