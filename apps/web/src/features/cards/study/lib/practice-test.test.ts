import { describe, expect, it } from 'vitest';
import { buildPracticeTest, scoreTest, type TestAnswer } from './practice-test';
import type { StudyCard } from './study-card';

const deck = (n: number, deckId = 1): StudyCard[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, deckId, question: `Q${i + 1}`, answer: `A${i + 1}` }));

describe('practice test', () => {
  it('asks the chosen number of questions on different cards, mixing the three kinds', () => {
    const questions = buildPracticeTest(deck(20), 9, Math.random);
    expect(questions).toHaveLength(9);
    expect(new Set(questions.map((q) => q.card.id)).size).toBe(9);
    const kinds = questions.map((q) => q.kind);
    for (const kind of ['choose', 'trueFalse', 'type']) expect(kinds.filter((k) => k === kind)).toHaveLength(3);
    for (const q of questions) if (q.kind === 'trueFalse') expect(q.shown === q.card.answer).toBe(q.isTrue);
  });

  it('asks no more questions than there are cards, and only typed ones for a one-card deck', () => {
    expect(buildPracticeTest(deck(3), 10, Math.random)).toHaveLength(3);
    expect(buildPracticeTest(deck(1), 5, Math.random).map((q) => q.kind)).toEqual(['type']);
  });

  it('scores the answers and lists each mistake with the answer given and the right one', () => {
    const questions = buildPracticeTest(deck(6), 6, () => 0);
    const rightAnswers: TestAnswer[] = questions.map((q) =>
      q.kind === 'choose' ? q.choice.answerIndex : q.kind === 'trueFalse' ? q.isTrue : q.card.answer.toLowerCase(),
    );
    expect(scoreTest(questions, rightAnswers)).toMatchObject({ right: 6, total: 6, percent: 100, mistakes: [] });

    const answers = [...rightAnswers];
    const typed = questions.findIndex((q) => q.kind === 'type');
    const trueFalse = questions.findIndex((q) => q.kind === 'trueFalse');
    const tf = questions[trueFalse];
    answers[typed] = 'nonsense';
    answers[trueFalse] = tf?.kind === 'trueFalse' ? !tf.isTrue : undefined;
    answers[0] = undefined;
    const score = scoreTest(questions, answers);
    expect(score).toMatchObject({ right: 3, total: 6, percent: 50 });
    expect(score.mistakes).toContainEqual({
      question: questions[typed]?.card.question,
      given: 'nonsense',
      right: questions[typed]?.card.answer,
    });
    expect(score.mistakes.map((m) => m.given)).toContain('No answer');
    const tfMistake = score.mistakes.find((m) => m.shown !== undefined);
    expect(tfMistake?.right).toMatch(tf?.kind === 'trueFalse' && tf.isTrue ? /^True$/ : /^False: the answer is A\d$/);
  });
});
