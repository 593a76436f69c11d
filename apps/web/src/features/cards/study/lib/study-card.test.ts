import { describe, expect, it } from 'vitest';
import { studyCard } from './study-card';

const base = { id: 1, deckId: 2 };

describe('studyCard', () => {
  it('asks a basic card by its question and wants its answer', () => {
    const card = { ...base, type: 'basic' as const, ordinal: 1, question: 'Capital of Italy?' };
    expect(studyCard({ ...card, note: { question: 'Capital of Italy?', answer: 'Rome' } }).answer).toBe('Rome');
  });

  it('wants the hidden words of a cloze card, not the whole sentence', () => {
    const note = { question: '{{c1::Mitochondria}} make {{c2::ATP::a molecule}}', answer: 'Cell biology' };
    const card = { ...base, type: 'cloze' as const, ordinal: 2, question: 'Mitochondria make [a molecule]', note };
    expect(studyCard(card)).toEqual({ id: 1, deckId: 2, question: 'Mitochondria make [a molecule]', answer: 'ATP' });
  });

  it('wants the question side of the reversed card', () => {
    const card = { ...base, type: 'reversed' as const, ordinal: 2, question: 'Rome' };
    expect(studyCard({ ...card, note: { question: 'Capital of Italy?', answer: 'Rome' } }).answer).toBe(
      'Capital of Italy?',
    );
  });
});
