import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, withSignIn } from '../../../../test/helpers/http';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

/** Decision 168: the generator writes fill-in-the-blank cards from notes as cloze notes. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SIGNUP_LIMIT_PER_HOUR: '100' } });
});
afterAll(() => t.close());

const notes = `Ribosomes build proteins from amino acids in every living cell.
- Cells divide by mitosis, which produces two identical cells.`;

const generate = (sid: string, payload: object, accept?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/card/generate',
    headers: { ...withSignIn(sid), ...(accept ? { accept } : {}) },
    payload: { topic: 'Cells', quantity: 2, sourceText: notes, ...payload },
  });
const get = (sid: string, url: string) => t.app.inject({ url, headers: withSignIn(sid) });
const post = (sid: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: withSignIn(sid), payload });

const clozeCards = [
  { type: 'cloze', question: 'Ribosomes build proteins from amino acids in every living {{c1::cell}}.', answer: '' },
  { type: 'cloze', question: 'Cells {{c1::divide}} by mitosis, which produces two identical cells.', answer: '' },
];

describe('generated fill-in-the-blank cards', () => {
  it('come from notes as cloze notes to a client that takes them, streamed or not', async () => {
    const { sid } = await signUp(t.app);
    const response = await generate(sid, { cloze: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ cards: clozeCards });
    const streamed = await generate(sid, { cloze: true }, 'text/event-stream');
    const cards = streamed.body
      .split('\n\n')
      .filter((block) => block.startsWith('event: card'))
      .map((block) => JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}'));
    expect(cards).toEqual(clozeCards);
  });

  it('come as a question and answer, as the original API answered, to a client that does not ask', async () => {
    const { sid } = await signUp(t.app);
    const response = await generate(sid, {});
    expect(response.json()).toEqual({
      cards: [
        {
          question: 'Fill in the blank: “Ribosomes build proteins from amino acids in every living _____.”',
          answer: '**cell**',
        },
        {
          question: 'Fill in the blank: “Cells _____ by mitosis, which produces two identical cells.”',
          answer: '**divide**',
        },
      ],
    });
  });

  it('saved, are the cloze note the editor makes: same question, answer and note, due in their deck', async () => {
    const { sid } = await signUp(t.app);
    const [generated] = (await generate(sid, { cloze: true })).json().cards;
    const saved = await post(sid, '/api/card/create', { cards: [{ ...generated, typeAnswer: true }], deck: 'Cells' });
    expect(saved.statusCode).toBe(200);
    const editorMade = { type: 'cloze', question: generated.question, answer: '', typeAnswer: true };
    const [made] = (await post(sid, '/api/card/create', { cards: [editorMade], deck: 'Editor' })).json().cards;
    const [card] = saved.json().cards;

    const seen = ({ question, answer, type, ordinal, typeAnswer, note }: Record<string, unknown>) => ({
      question,
      answer,
      type,
      ordinal,
      typeAnswer,
      note,
    });
    expect(seen(card)).toEqual(seen(made));
    expect(seen(card)).toMatchObject({
      type: 'cloze',
      question: 'Ribosomes build proteins from amino acids in every living [...].',
      answer: 'Ribosomes build proteins from amino acids in every living **cell**.',
    });
    const next = (await get(sid, `/api/card/next?deckId=${(await deckIds(sid)).Cells}`)).json();
    expect(next.card).toMatchObject({ id: card.id, question: card.question, type: 'cloze' });
    const review = await post(sid, '/api/card/review', { id: card.id, quality: 4 });
    expect(review.statusCode).toBe(200);
  });
});

async function deckIds(sid: string): Promise<Record<string, number>> {
  const { decks } = (await get(sid, '/api/card/decks')).json() as { decks: { id: number; name: string }[] };
  return Object.fromEntries(decks.map((deck) => [deck.name, deck.id]));
}
