import { sameAnswer } from '@kurio/shared/typed-answer';
import { type ChoiceOptions, choiceOptions } from './choice-options';
import { type Random, type StudyCard, shuffled } from './study-card';

/** How many cards one round of Learn works on. */
export const learnRoundSize = 7;

/** Where a card is in Learn: to choose right, then to type right, then learned. */
type Stage = 'choose' | 'type' | 'learned';

export type LearnQuestion =
  | { kind: 'choose'; card: StudyCard; choice: ChoiceOptions }
  | { kind: 'type'; card: StudyCard };

export interface LearnSession {
  cards: readonly StudyCard[];
  stages: ReadonlyMap<number, Stage>;
  round: number;
  /** The round's cards, asked by multiple choice first, then typed. */
  roundCards: readonly number[];
  /** The questions left in this part of the round; empty once every card is learned. */
  queue: readonly LearnQuestion[];
}

export interface LearnProgress {
  total: number;
  /** Chosen right at least once (typed right included). */
  chosen: number;
  /** Typed right once: learned. */
  learned: number;
}

const typeQuestions = (session: LearnSession, ids: readonly number[], random: Random): LearnQuestion[] =>
  shuffled(
    session.cards.filter((card) => ids.includes(card.id) && session.stages.get(card.id) === 'type'),
    random,
  ).map((card) => ({ kind: 'type', card }));

/** The next round: the first cards not yet learned, asked by choice where they are at that stage. */
function nextRound(session: LearnSession, random: Random): LearnSession {
  const ids = session.cards
    .filter((card) => session.stages.get(card.id) !== 'learned')
    .slice(0, learnRoundSize)
    .map((card) => card.id);
  const round = { ...session, round: session.round + 1, roundCards: ids };
  const choose: LearnQuestion[] = [];
  for (const card of shuffled(session.cards, random)) {
    if (!ids.includes(card.id) || session.stages.get(card.id) !== 'choose') continue;
    const choice = choiceOptions(card, session.cards, random);
    if (choice) choose.push({ kind: 'choose', card, choice });
  }
  return { ...round, queue: choose.length > 0 ? choose : typeQuestions(round, ids, random) };
}

/**
 * A Learn session over the cards. A card whose deck offers no other answer (a one-card deck) has nothing to
 * choose from, so it starts at typing.
 */
export function startLearn(cards: readonly StudyCard[], random: Random): LearnSession {
  const stages = new Map<number, Stage>(
    cards.map((card) => [card.id, choiceOptions(card, cards, random) ? 'choose' : 'type']),
  );
  return nextRound({ cards, stages, round: 0, roundCards: [], queue: [] }, random);
}

/** Whether an answer to the question is right: the option's index for a choice, the text typed otherwise. */
export function isLearnAnswerRight(question: LearnQuestion, answer: number | string): boolean {
  return question.kind === 'choose'
    ? answer === question.choice.answerIndex
    : sameAnswer(String(answer), question.card.answer);
}

/** The session after the first queued question was answered. */
export function answerLearn(session: LearnSession, right: boolean, random: Random): LearnSession {
  const [question, ...queue] = session.queue;
  if (!question) return session;
  const stages = new Map(session.stages);
  if (right) stages.set(question.card.id, question.kind === 'choose' ? 'type' : 'learned');
  const after = { ...session, stages, queue };
  return queue.length > 0 ? after : moveOn(after, question.kind, random);
}

/**
 * A session whose queue ran out in the `phase` part of its round: to typing the round's cards chosen right after
 * the choices, else to the next round (or finished).
 */
export function moveOn(session: LearnSession, phase: LearnQuestion['kind'], random: Random): LearnSession {
  if (phase === 'choose') {
    const typing = typeQuestions(session, session.roundCards, random);
    if (typing.length > 0) return { ...session, queue: typing };
  }
  return learnFinished(session) ? session : nextRound(session, random);
}

export const learnFinished = (session: LearnSession) =>
  session.cards.every((card) => session.stages.get(card.id) === 'learned');

export function learnProgress(session: LearnSession): LearnProgress {
  let chosen = 0;
  let learned = 0;
  for (const stage of session.stages.values()) {
    if (stage !== 'choose') chosen++;
    if (stage === 'learned') learned++;
  }
  return { total: session.cards.length, chosen, learned };
}
