import { renderCard } from '@kurio/shared/card-render';
import type { Card } from '@kurio/shared/cards';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** A card as the study modes ask it: its deck (distractors come from the same deck), question and answer text. */
export interface StudyCard {
  id: number;
  deckId: number | null;
  question: string;
  answer: string;
}

/**
 * The question a study mode asks for a card, and the answer it chooses or types: the card's rendered question and
 * what its typed answer expects (a cloze card's hidden words, not the whole sentence).
 */
export function studyCard(card: Pick<Card, 'id' | 'deckId' | 'question' | 'type' | 'note' | 'ordinal'>): StudyCard {
  const { expected } = renderCard({ type: card.type, ...card.note }, card.ordinal);
  return { id: card.id, deckId: card.deckId, question: card.question, answer: expected };
}

/** A source of numbers in [0, 1): Math.random in the app, a seeded one in tests. */
export type Random = () => number;

/**
 * The same numbers for the same cards: a session drawn with it on the server's render is the one the browser's
 * first render draws, so the page arrives with its first question and hydrates without redrawing.
 */
export function randomFor(cards: readonly StudyCard[]): Random {
  const rng = xoroshiro128plus(cards.reduce((seed, card) => (Math.imul(seed, 31) + card.id) | 0, 17));
  return () => uniformFloat64(rng);
}

/** A shuffled copy (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
