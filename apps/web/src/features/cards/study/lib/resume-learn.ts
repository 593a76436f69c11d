import { type ChoiceOptions, choiceOptions, distractorsFor } from './choice-options';
import { type LearnQuestion, type LearnSession, moveOn } from './learn-session';
import type { Random, StudyCard } from './study-card';

const sameCard = (a: StudyCard, b: StudyCard) =>
  a.question === b.question && a.answer === b.answer && a.deckId === b.deckId;

/** A choice drawn before a reload still stands if its card and every option it offers are unchanged. */
function choiceStands(choice: ChoiceOptions, card: StudyCard, pool: readonly StudyCard[]): boolean {
  const answers = new Set(pool.filter((other) => other.deckId === card.deckId).map((other) => other.answer));
  return choice.options[choice.answerIndex] === card.answer && choice.options.every((option) => answers.has(option));
}

/**
 * A kept Learn session brought up to the cards as they are now (decision 168): each card asked in its current
 * version, cards gone from the study set dropped (not asked, not counted), the choices on screen drawn again when
 * a card or an option changed. A card that no longer has another answer to choose from goes on to typing, as
 * `startLearn` does. Null when none of its cards is left, so a new session starts.
 */
export function resumeLearn(session: LearnSession, current: readonly StudyCard[], random: Random): LearnSession | null {
  const now = new Map(current.map((card) => [card.id, card]));
  const kept = session.cards.flatMap((card) => now.get(card.id) ?? []);
  if (kept.length === 0) return null;
  const before = new Map(session.cards.map((card) => [card.id, card]));
  const changed = new Set(kept.filter((card) => !sameCard(card, before.get(card.id)!)).map((card) => card.id));
  if (changed.size === 0 && kept.length === session.cards.length) return session;

  const ids = new Set(kept.map((card) => card.id));
  const stages = new Map([...session.stages].filter(([id]) => ids.has(id)));
  for (const card of kept)
    if (stages.get(card.id) === 'choose' && distractorsFor(card, kept).length === 0) stages.set(card.id, 'type');

  const queue: LearnQuestion[] = [];
  for (const question of session.queue) {
    const card = now.get(question.card.id);
    if (!card) continue;
    if (question.kind === 'type') {
      queue.push({ kind: 'type', card });
      continue;
    }
    if (stages.get(card.id) !== 'choose') continue;
    const stands = !changed.has(card.id) && choiceStands(question.choice, card, kept);
    const choice = stands ? question.choice : choiceOptions(card, kept, random);
    if (choice) queue.push({ kind: 'choose', card, choice });
  }

  const resumed = {
    ...session,
    cards: kept,
    stages,
    roundCards: session.roundCards.filter((id) => ids.has(id)),
    queue,
  };
  const phase = session.queue[0]?.kind;
  return queue.length > 0 || !phase ? resumed : moveOn(resumed, phase, random);
}
