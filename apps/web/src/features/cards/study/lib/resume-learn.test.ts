import { describe, expect, it } from 'vitest';
import {
  answerLearn,
  isLearnAnswerRight,
  type LearnSession,
  learnFinished,
  learnProgress,
  startLearn,
} from './learn-session';
import { resumeLearn } from './resume-learn';
import type { StudyCard } from './study-card';

const deck = (n: number): StudyCard[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, deckId: 1, question: `Q${i + 1}`, answer: `A${i + 1}` }));

/** Answers the next question right. */
function stepRight(session: LearnSession): LearnSession {
  const question = session.queue[0]!;
  const answer = question.kind === 'choose' ? question.choice.answerIndex : question.card.answer;
  return answerLearn(session, isLearnAnswerRight(question, answer), Math.random);
}

const edited = (cards: StudyCard[], id: number, change: Partial<StudyCard>) =>
  cards.map((card) => (card.id === id ? { ...card, ...change } : card));

describe('a kept Learn session resumed over the current cards', () => {
  it('asks an edited card in its current version, and checks typing against the new answer', () => {
    const cards = deck(3);
    let session = startLearn(cards, Math.random);
    for (let i = 0; i < 3; i++) session = stepRight(session);
    expect(session.queue.every((q) => q.kind === 'type')).toBe(true);
    const id = session.queue[0]!.card.id;

    const resumed = resumeLearn(
      session,
      edited(cards, id, { question: 'New question', answer: 'New answer' }),
      Math.random,
    )!;
    const question = resumed.queue[0]!;
    expect(question.card).toEqual({ id, deckId: 1, question: 'New question', answer: 'New answer' });
    expect(resumed.cards.find((card) => card.id === id)?.question).toBe('New question');
    expect(isLearnAnswerRight(question, 'New answer')).toBe(true);
    expect(isLearnAnswerRight(question, `A${id}`)).toBe(false);
  });

  it('draws a choice again when its card or one of its options changed, so the new answer is an option', () => {
    const cards = deck(4);
    const session = startLearn(cards, Math.random);
    const first = session.queue[0]!;
    if (first.kind !== 'choose') throw new Error('Expected a choice');
    const resumed = resumeLearn(session, edited(cards, first.card.id, { answer: 'Changed' }), Math.random)!;
    const question = resumed.queue[0]!;
    if (question.kind !== 'choose') throw new Error('Expected a choice');
    expect(question.choice.options[question.choice.answerIndex]).toBe('Changed');
    for (const other of resumed.queue.slice(1))
      if (other.kind === 'choose') expect(other.choice.options).toContain('Changed');
  });

  it('keeps a choice as it was drawn when neither its card nor its options changed', () => {
    const cards = deck(6);
    const session = startLearn(cards, Math.random);
    const last = session.queue.find((question) => question.card.id === 6)!;
    if (last.kind !== 'choose') throw new Error('Expected a choice');
    // A card before it in the session that it does not offer as an option.
    const unused = cards.find((card) => card.id !== 6 && !last.choice.options.includes(card.answer))!;
    const resumed = resumeLearn(
      session,
      cards.filter((card) => card !== unused),
      Math.random,
    )!;
    const question = resumed.queue.find((q) => q.card.id === 6)!;
    expect(question.kind === 'choose' && question.choice).toBe(last.choice);
    expect(resumed.cards).toHaveLength(5);
  });

  it('drops a deleted card: not asked, not an option, not counted in the progress', () => {
    const cards = deck(4);
    let session = startLearn(cards, Math.random);
    session = stepRight(session);
    const chosen = [...session.stages].find(([, stage]) => stage === 'type')![0];
    const asked = session.queue[0]!.card.id;
    const current = cards.filter((card) => card.id !== chosen && card.id !== asked);

    const resumed = resumeLearn(session, current, Math.random)!;
    expect(resumed.cards.map((card) => card.id)).toEqual(current.map((card) => card.id));
    expect(learnProgress(resumed)).toEqual({ total: 2, chosen: 0, learned: 0 });
    const deleted = cards.filter((card) => !current.includes(card));
    for (const question of resumed.queue) {
      expect([chosen, asked]).not.toContain(question.card.id);
      if (question.kind === 'choose')
        for (const card of deleted) expect(question.choice.options).not.toContain(card.answer);
    }
    let rest = resumed;
    for (let i = 0; i < 10 && !learnFinished(rest); i++) rest = stepRight(rest);
    expect(learnFinished(rest)).toBe(true);
    expect(learnProgress(rest)).toEqual({ total: 2, chosen: 2, learned: 2 });
  });

  it('goes on to typing when the choices left were all deleted, and types a card left alone in its deck', () => {
    const cards = deck(2);
    let session = startLearn(cards, Math.random);
    session = stepRight(session);
    const left = session.queue[0]!.card.id;
    const resumed = resumeLearn(
      session,
      cards.filter((card) => card.id === left),
      Math.random,
    )!;
    expect(resumed.queue.map((q) => `${q.kind}:${q.card.id}`)).toEqual([`type:${left}`]);
    expect(learnFinished(stepRight(resumed))).toBe(true);
  });

  it('is the same session when nothing changed, and none when every card was deleted', () => {
    const cards = deck(3);
    const session = startLearn(cards, Math.random);
    expect(
      resumeLearn(
        session,
        cards.map((card) => ({ ...card })),
        Math.random,
      ),
    ).toBe(session);
    expect(resumeLearn(session, [], Math.random)).toBeNull();
    expect(resumeLearn(session, [{ id: 99, deckId: 1, question: 'Q', answer: 'A' }], Math.random)).toBeNull();
  });
});
