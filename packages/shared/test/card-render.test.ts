import { describe, expect, it } from 'vitest';
import { noteOrdinals, renderCard } from '../src/card-render';
import { cardInputSchema } from '../src/cards';
import { clozeMessages, clozeProblem, makeCloze } from '../src/cloze';

const cloze = (question: string, answer = '') => ({ type: 'cloze' as const, question, answer });

describe('cloze notes', () => {
  const note = cloze('{{c1::Paris}} is the capital of {{c2::France::country}}; {{c1::Lyon}} is not.', 'Since 508');

  it('make one card per deletion number', () => {
    expect(noteOrdinals(note)).toEqual([1, 2]);
    expect(noteOrdinals(cloze('{{c3::a}} {{c1::b}} {{c3::c}}'))).toEqual([1, 3]);
  });

  it("hide the card's deletions, with the hint or [...], and show the others", () => {
    expect(renderCard(note, 1).question).toBe('[...] is the capital of France; [...] is not.');
    expect(renderCard(note, 2).question).toBe('Paris is the capital of [country]; Lyon is not.');
  });

  it('reveal the deletion in bold with the extra text after, and expect its text typed', () => {
    expect(renderCard(note, 2)).toEqual({
      question: 'Paris is the capital of [country]; Lyon is not.',
      answer: 'Paris is the capital of **France**; Lyon is not.\n\nSince 508',
      expected: 'France',
    });
    expect(renderCard(note, 1).expected).toBe('Paris, Lyon');
    expect(renderCard(cloze('{{c1::H2O}} is water'), 1).answer).toBe('**H2O** is water');
  });

  it.each([
    ['Paris is a city', clozeMessages.noDeletion],
    ['{{c1::Paris is a city', clozeMessages.unbalanced('{{c1::Paris is a cit')],
    ['{{c1::Paris}} is }} a city', clozeMessages.unbalanced('is }} a city')],
    ['{{c1::{{c2::Paris}}}}', clozeMessages.unbalanced('{{c1:: }}')],
    ['{{c1::}} is a city', clozeMessages.emptyDeletion(1)],
    ['{{c0::Paris}} is a city', clozeMessages.emptyDeletion(0)],
  ])('refuse %s with a message naming the problem', (text, message) => {
    expect(clozeProblem(text)).toBe(message);
    const result = cardInputSchema.safeParse({ type: 'cloze', question: text, answer: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['question'], message })]);
  });

  it('take the next free deletion number when text is made a cloze', () => {
    const text = '{{c1::Paris}} is the capital of France';
    const start = text.indexOf('France');
    expect(makeCloze(text, start, start + 6)).toEqual({
      text: '{{c1::Paris}} is the capital of {{c2::France}}',
      cursor: '{{c1::Paris}} is the capital of {{c2::France}}'.length,
    });
  });
});

describe('basic and reversed notes', () => {
  const note = { type: 'reversed' as const, question: 'dog', answer: 'der Hund' };

  it('make a second card from answer to question', () => {
    expect(noteOrdinals(note)).toEqual([1, 2]);
    expect(renderCard(note, 1)).toEqual({ question: 'dog', answer: 'der Hund', expected: 'der Hund' });
    expect(renderCard(note, 2)).toEqual({ question: 'der Hund', answer: 'dog', expected: 'dog' });
    expect(noteOrdinals({ ...note, type: 'basic' })).toEqual([1]);
  });

  it('still need an answer, and a plain question and answer is a basic card (the original API)', () => {
    expect(cardInputSchema.safeParse({ question: 'dog', answer: ' ' }).error?.issues[0]?.message).toBe(
      'Answer is required',
    );
    expect(cardInputSchema.parse({ question: 'dog', answer: 'Hund' })).toEqual({
      question: 'dog',
      answer: 'Hund',
      type: 'basic',
      typeAnswer: false,
    });
  });
});
