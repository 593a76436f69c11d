import { sameAnswer } from '@kurio/shared/typed-answer';
import { type ChoiceOptions, choiceOptions, distractorsFor } from './choice-options';
import { type Random, type StudyCard, shuffled } from './study-card';

export type TestQuestion =
  | { kind: 'choose'; card: StudyCard; choice: ChoiceOptions }
  /** "Is `shown` the answer?": the card's answer, or another card's. */
  | { kind: 'trueFalse'; card: StudyCard; shown: string; isTrue: boolean }
  | { kind: 'type'; card: StudyCard };

/** An option's index, true or false, or the text typed; undefined when left unanswered. */
export type TestAnswer = number | boolean | string | undefined;

/** The question counts a learner can pick, capped at the cards there are. */
export const testSizes = [5, 10, 20, 50] as const;

const kinds = ['choose', 'trueFalse', 'type'] as const;

/**
 * `count` questions on different cards, in random order, the three kinds taking turns. A card with no
 * distractor in its deck cannot be a choice or a false statement, so it is asked typed.
 */
export function buildPracticeTest(cards: readonly StudyCard[], count: number, random: Random): TestQuestion[] {
  const start = Math.floor(random() * kinds.length);
  return shuffled(cards, random)
    .slice(0, count)
    .map((card, i): TestQuestion => {
      const kind = kinds[(start + i) % kinds.length];
      const wrong = distractorsFor(card, cards);
      if (kind === 'choose') {
        const choice = choiceOptions(card, cards, random);
        if (choice) return { kind, card, choice };
      }
      if (kind === 'trueFalse' && wrong.length > 0) {
        const isTrue = random() < 0.5;
        const shown = isTrue ? card.answer : (shuffled(wrong, random)[0] as string);
        return { kind, card, shown, isTrue };
      }
      return { kind: 'type', card };
    });
}

export function isTestAnswerRight(question: TestQuestion, answer: TestAnswer): boolean {
  if (answer === undefined) return false;
  if (question.kind === 'choose') return answer === question.choice.answerIndex;
  if (question.kind === 'trueFalse') return answer === question.isTrue;
  return typeof answer === 'string' && sameAnswer(answer, question.card.answer);
}

/** What a learner gave, in words. */
function givenText(question: TestQuestion, answer: TestAnswer): string {
  if (answer === undefined || answer === '') return 'No answer';
  if (question.kind === 'choose') return question.choice.options[answer as number] ?? 'No answer';
  if (question.kind === 'trueFalse') return answer ? 'True' : 'False';
  return String(answer);
}

/** What was right, in words: a false statement also gives the card's answer. */
function rightText(question: TestQuestion): string {
  if (question.kind !== 'trueFalse') return question.card.answer;
  return question.isTrue ? 'True' : `False: the answer is ${question.card.answer}`;
}

export interface TestMistake {
  question: string;
  /** For true/false, the answer the statement offered. */
  shown?: string;
  given: string;
  right: string;
}

export interface TestScore {
  right: number;
  total: number;
  /** Whole percent. */
  percent: number;
  mistakes: TestMistake[];
}

export function scoreTest(questions: readonly TestQuestion[], answers: readonly TestAnswer[]): TestScore {
  const mistakes: TestMistake[] = [];
  questions.forEach((question, i) => {
    if (isTestAnswerRight(question, answers[i])) return;
    mistakes.push({
      question: question.card.question,
      ...(question.kind === 'trueFalse' ? { shown: question.shown } : {}),
      given: givenText(question, answers[i]),
      right: rightText(question),
    });
  });
  const total = questions.length;
  const right = total - mistakes.length;
  return { right, total, percent: total === 0 ? 0 : Math.round((right / total) * 100), mistakes };
}
