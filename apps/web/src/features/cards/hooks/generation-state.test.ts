import { describe, expect, it } from 'vitest';
import { cardsToSave, type GenerationAction, generationReducer, idleGeneration } from './generation-state';

const card = (n: number) => ({ question: `Q${n}?`, answer: `A${n}` });
const arrive = (n: number): GenerationAction => ({ type: 'arrive', card: card(n), clientId: `c${n}` });
const run = (...actions: GenerationAction[]) => actions.reduce(generationReducer, idleGeneration);

describe('the generator state as cards stream in', () => {
  it('appends each arrival, selected, and counts them before the stream ends', () => {
    const state = run({ type: 'start', requested: 5 }, arrive(1), arrive(2));
    expect(state.status).toBe('generating');
    expect(state.cards.map((c) => [c.question, c.selected])).toEqual([
      ['Q1?', true],
      ['Q2?', true],
    ]);
    expect(cardsToSave(state)).toEqual([card(1), card(2)]);
    expect(run({ type: 'start', requested: 2 }, arrive(1), arrive(2), { type: 'finish' }).status).toBe('done');
  });

  it('keeps edits and unticks on arrived cards while later cards still arrive', () => {
    const state = run(
      { type: 'start', requested: 3 },
      arrive(1),
      arrive(2),
      { type: 'update', clientId: 'c1', change: { question: 'Edited?' } },
      { type: 'update', clientId: 'c2', change: { selected: false } },
      arrive(3),
    );
    expect(cardsToSave(state)).toEqual([{ question: 'Edited?', answer: 'A1' }, card(3)]);
  });

  it('keeps the cards that arrived when the stream fails, with the error', () => {
    const error = new Error('The AI model stopped answering.');
    const state = run({ type: 'start', requested: 5 }, arrive(1), arrive(2), { type: 'fail', error });
    expect(state.status).toBe('failed');
    expect(state.error).toBe(error);
    expect(cardsToSave(state)).toEqual([card(1), card(2)]);
  });

  it('keeps the cards on Stop and ignores anything arriving after it', () => {
    const state = run({ type: 'start', requested: 5 }, arrive(1), { type: 'stop' }, arrive(2), { type: 'finish' });
    expect(state.status).toBe('stopped');
    expect(cardsToSave(state)).toEqual([card(1)]);
  });

  it('starts a new generation from an empty list', () => {
    const state = run({ type: 'start', requested: 2 }, arrive(1), { type: 'finish' }, { type: 'start', requested: 5 });
    expect(state).toEqual({ cards: [], status: 'generating', requested: 5 });
  });

  it('keeps the note on fewer cards than asked as a finished generation, and a new one clears it', () => {
    const note = { message: 'Offline mode could write 1 of 2 cards on “x”.' };
    const done = run({ type: 'start', requested: 2 }, arrive(1), { type: 'note', note }, { type: 'finish' });
    expect(done).toMatchObject({ status: 'done', note });
    expect(generationReducer(done, { type: 'start', requested: 2 }).note).toBeUndefined();
  });
});
