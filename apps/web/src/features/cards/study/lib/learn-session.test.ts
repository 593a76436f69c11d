import { describe, expect, it } from 'vitest';
import {
  answerLearn,
  isLearnAnswerRight,
  type LearnSession,
  learnFinished,
  learnProgress,
  learnRoundSize,
  startLearn,
} from './learn-session';
import type { StudyCard } from './study-card';

const deck = (n: number): StudyCard[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, deckId: 1, question: `Q${i + 1}`, answer: `A${i + 1}` }));

/** Answers the next question right, or wrong when `wrong` says so. */
function step(session: LearnSession, wrong = false) {
  const question = session.queue[0];
  if (!question) throw new Error('No question');
  const answer = question.kind === 'choose' ? question.choice.answerIndex : question.card.answer;
  const right = !wrong && isLearnAnswerRight(question, answer);
  return { question, session: answerLearn(session, right, Math.random) };
}

describe('Learn', () => {
  it('asks by choice, then typed for what was chosen right, round by round until every card is typed right', () => {
    const cards = deck(10);
    let session = startLearn(cards, Math.random);
    expect(session.queue.every((q) => q.kind === 'choose')).toBe(true);
    expect(session.queue).toHaveLength(learnRoundSize);
    const asked: string[] = [];
    while (!learnFinished(session)) {
      const next = step(session);
      asked.push(`${next.question.kind}:${next.question.card.id}`);
      session = next.session;
    }
    expect(asked).toHaveLength(20);
    expect(asked.slice(0, 7).every((a) => a.startsWith('choose'))).toBe(true);
    expect(asked.slice(7, 14).every((a) => a.startsWith('type'))).toBe(true);
    expect(learnProgress(session)).toEqual({ total: 10, chosen: 10, learned: 10 });
    expect(session.queue).toHaveLength(0);
  });

  it('asks a wrong choice again in the next round and types only what was chosen right', () => {
    let session = startLearn(deck(3), Math.random);
    const missed = session.queue[0]?.card.id;
    session = step(session, true).session;
    session = step(step(session).session).session;
    expect(session.queue.map((q) => q.kind)).toEqual(['type', 'type']);
    expect(session.queue.map((q) => q.card.id)).not.toContain(missed);
    expect(learnProgress(session)).toEqual({ total: 3, chosen: 2, learned: 0 });
    session = step(step(session).session).session;
    expect(session.round).toBe(2);
    expect(session.queue.map((q) => `${q.kind}:${q.card.id}`)).toEqual([`choose:${missed}`]);
  });

  it('keeps asking a card typed wrong', () => {
    let session = startLearn(deck(2), Math.random);
    session = step(step(session).session).session;
    session = step(session, true).session;
    session = step(session).session;
    expect(learnProgress(session).learned).toBe(1);
    expect(session.queue.map((q) => q.kind)).toEqual(['type']);
  });

  it('types a one-card deck straight away, and accepts the answer with other case and accents', () => {
    let session = startLearn([{ id: 1, deckId: 1, question: 'Coffee in French', answer: 'Café' }], Math.random);
    const question = session.queue[0];
    expect(question?.kind).toBe('type');
    expect(isLearnAnswerRight(question!, ' CAFE ')).toBe(true);
    session = answerLearn(session, true, Math.random);
    expect(learnFinished(session)).toBe(true);
  });
});
