import type { CardGenerationNote } from '@kurio/shared/card-generation';
import type { CardInput } from '@kurio/shared/cards';

/** A generated card before saving: the client-made id is dropped when the card is saved (docs/product.md §3). */
export interface DraftCard extends CardInput {
  clientId: string;
  selected: boolean;
}

export interface GenerationState {
  /** The cards that have arrived so far, in order, with the learner's edits and ticks. */
  cards: DraftCard[];
  status: 'idle' | 'generating' | 'done' | 'failed' | 'stopped';
  /** How many cards were asked for. */
  requested: number;
  /** What the server said about the cards it wrote (fewer than asked, or about part of the topic). */
  note?: CardGenerationNote;
  error?: unknown;
}

export type GenerationAction =
  | { type: 'start'; requested: number }
  | { type: 'arrive'; card: CardInput; clientId: string }
  | { type: 'note'; note: CardGenerationNote }
  | { type: 'finish' }
  | { type: 'fail'; error: unknown }
  | { type: 'stop' }
  | { type: 'update'; clientId: string; change: Partial<DraftCard> };

export const idleGeneration: GenerationState = { cards: [], status: 'idle', requested: 0 };

/**
 * The generator's result as cards stream in: each arrival is appended, selected, and can be edited at once;
 * a failure or a stop ends the stream but keeps every card that arrived.
 */
export function generationReducer(state: GenerationState, action: GenerationAction): GenerationState {
  switch (action.type) {
    case 'start':
      return { cards: [], status: 'generating', requested: action.requested };
    case 'arrive':
      if (state.status !== 'generating') return state;
      return { ...state, cards: [...state.cards, { ...action.card, clientId: action.clientId, selected: true }] };
    case 'note':
      return state.status === 'generating' ? { ...state, note: action.note } : state;
    case 'finish':
      return state.status === 'generating' ? { ...state, status: 'done' } : state;
    case 'fail':
      return state.status === 'generating' ? { ...state, status: 'failed', error: action.error } : state;
    case 'stop':
      return state.status === 'generating' ? { ...state, status: 'stopped' } : state;
    case 'update':
      return {
        ...state,
        cards: state.cards.map((card) => (card.clientId === action.clientId ? { ...card, ...action.change } : card)),
      };
  }
}

/** What Save sends: the ticked cards without their client ids. */
export const cardsToSave = (state: GenerationState): CardInput[] =>
  state.cards.filter((card) => card.selected).map(({ clientId: _id, selected: _selected, ...card }) => card);
