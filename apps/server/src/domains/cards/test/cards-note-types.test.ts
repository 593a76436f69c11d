import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, withSignIn } from '../../../../test/helpers/http';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitRules: { signupPerIp: { limit: 1000, windowMs: 60_000 } } });
});
afterAll(() => t.close());

const get = (sid: string, url: string) => t.app.inject({ url, headers: withSignIn(sid) });
const post = (sid: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: withSignIn(sid), payload });
const put = (sid: string, payload: object) => post(sid, '/api/card/update', payload);
const create = async (sid: string, cards: object[]) => {
  const response = await post(sid, '/api/card/create', { cards });
  expect(response.statusCode).toBe(200);
  return response.json().cards as { id: number; question: string; answer: string; ordinal: number }[];
};
const cardCount = async (sid: string) => (await get(sid, '/api/card/list')).json().total as number;

const capitals = '{{c1::Paris}} is the capital of {{c2::France::country}}.';

describe('cloze notes', () => {
  it('make one card per deletion, each answered by card/next and card/get rendered for it', async () => {
    const user = await signUp(t.app);
    const cards = await create(user.sid, [{ type: 'cloze', question: capitals, answer: 'Since 508' }]);
    expect(cards.map((card) => [card.ordinal, card.question, card.answer])).toEqual([
      [1, '[...] is the capital of France.', '**Paris** is the capital of France.\n\nSince 508'],
      [2, 'Paris is the capital of [country].', 'Paris is the capital of **France**.\n\nSince 508'],
    ]);
    const next = (await get(user.sid, '/api/card/next')).json().card;
    expect(next).toMatchObject({
      id: cards[0]!.id,
      question: '[...] is the capital of France.',
      type: 'cloze',
      note: { question: capitals, answer: 'Since 508' },
    });
    expect((await get(user.sid, `/api/card/get?id=${cards[1]!.id}`)).json().card.question).toBe(
      'Paris is the capital of [country].',
    );
  });

  it('refuse unbalanced syntax or no deletion, naming the problem, and save nothing of the request', async () => {
    const user = await signUp(t.app);
    const response = await post(user.sid, '/api/card/create', {
      cards: [
        { question: 'dog', answer: 'Hund' },
        { type: 'cloze', question: '{{c1::Paris is the capital', answer: '' },
        { type: 'cloze', question: 'No deletion here', answer: '' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      'cards.1.question': 'Unbalanced cloze syntax near "{{c1::Paris is the c": each deletion is {{c1::text}}',
      'cards.2.question': 'A cloze note needs at least one deletion, such as {{c1::answer}}',
    });
    expect(await cardCount(user.sid)).toBe(0);
  });

  it('editing the text adds a card for a new deletion and removes the card of a deletion taken out', async () => {
    const user = await signUp(t.app);
    const [first, second] = await create(user.sid, [{ type: 'cloze', question: capitals, answer: '' }]);
    await post(user.sid, '/api/card/review', { id: first!.id, quality: 4 });
    const edited = await put(user.sid, {
      id: second!.id,
      type: 'cloze',
      question: '{{c1::Paris}} lies on the {{c3::Seine}}.',
      answer: '',
    });
    expect(edited.statusCode).toBe(200);
    // The edited card's deletion went: the note's first card answers, keeping its schedule.
    expect(edited.json().card).toMatchObject({ id: first!.id, question: '[...] lies on the Seine.' });
    expect(edited.json().card.dueAt).toBeGreaterThan(Date.now() + 3_600_000);
    const list = (await get(user.sid, '/api/card/list')).json();
    expect(list.cards.map((card: { ordinal: number; question: string }) => [card.ordinal, card.question])).toEqual([
      [3, 'Paris lies on the [...].'],
      [1, '[...] lies on the Seine.'],
    ]);
    const refused = await put(user.sid, { id: first!.id, type: 'cloze', question: 'Paris {{c1::', answer: '' });
    expect(refused.statusCode).toBe(400);
    expect(await cardCount(user.sid)).toBe(2);
  });

  it('count every card against the free plan, refusing a note that would pass 100', async () => {
    const user = await signUp(t.app);
    await create(
      user.sid,
      Array.from({ length: 98 }, (_, i) => ({ question: `Q${i}`, answer: 'A' })),
    );
    const response = await post(user.sid, '/api/card/create', {
      cards: [{ type: 'cloze', question: '{{c1::a}} {{c2::b}} {{c3::c}}', answer: '' }],
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('cardLimitReached');
    expect(await cardCount(user.sid)).toBe(98);
  });
});

describe('reversed notes', () => {
  it('make a second card from answer to question, scheduled on its own', async () => {
    const user = await signUp(t.app);
    const [forward, reverse] = await create(user.sid, [
      { type: 'reversed', question: 'dog', answer: 'der Hund', typeAnswer: true },
    ]);
    expect(forward).toMatchObject({ question: 'dog', answer: 'der Hund', ordinal: 1, typeAnswer: true });
    expect(reverse).toMatchObject({ question: 'der Hund', answer: 'dog', ordinal: 2, typeAnswer: true });
    const review = (await post(user.sid, '/api/card/review', { id: forward!.id, quality: 4 })).json();
    const reversed = (await get(user.sid, `/api/card/get?id=${reverse!.id}`)).json().card;
    expect(reversed.dueAt).toBeLessThan(review.dueAt);
  });

  it('bury the sibling until the next local day once one card is reviewed; undo brings it back', async () => {
    const user = await signUp(t.app);
    const [forward, reverse] = await create(user.sid, [{ type: 'reversed', question: 'cat', answer: 'die Katze' }]);
    const [other] = await create(user.sid, [{ question: 'mouse', answer: 'die Maus' }]);
    expect((await get(user.sid, '/api/card/next')).json().card.id).toBe(forward!.id);
    await post(user.sid, '/api/card/review', { id: forward!.id, quality: 1 });
    // The sibling is due but buried: the next card is the other note's.
    expect((await get(user.sid, '/api/card/next')).json().card.id).toBe(other!.id);
    await post(user.sid, '/api/card/review', { id: other!.id, quality: 5 });
    const waiting = (await get(user.sid, '/api/card/next')).json();
    expect(waiting.card).toBeUndefined();
    const offline = (await get(user.sid, '/api/card/offline')).json().cards;
    const buried = offline.find((card: { id: number }) => card.id === reverse!.id);
    expect(buried.buriedUntil).toBeGreaterThan(Date.now());
    expect(buried.dueAt).toBeLessThanOrEqual(Date.now());

    await post(user.sid, '/api/card/undo', {});
    await post(user.sid, '/api/card/undo', {});
    expect((await get(user.sid, `/api/card/next?exclude=${forward!.id}`)).json().card.id).toBe(reverse!.id);
  });

  it('turning a basic card into a reversed one adds the reversed card; back to basic removes it', async () => {
    const user = await signUp(t.app);
    const [card] = await create(user.sid, [{ question: 'red', answer: 'rot' }]);
    expect((await put(user.sid, { id: card!.id, type: 'reversed', question: 'red', answer: 'rot' })).statusCode).toBe(
      200,
    );
    expect(await cardCount(user.sid)).toBe(2);
    await put(user.sid, { id: card!.id, question: 'red', answer: 'rot' });
    expect(await cardCount(user.sid)).toBe(1);
  });
});

describe('the original API', () => {
  it('creates, reads and edits a card with only a question and an answer, as a basic card', async () => {
    const user = await signUp(t.app);
    const [card] = await create(user.sid, [{ question: 'sun', answer: 'Sonne' }]);
    expect(card).toMatchObject({ question: 'sun', answer: 'Sonne', type: 'basic', ordinal: 1, typeAnswer: false });
    const edited = await put(user.sid, { id: card!.id, question: 'sun', answer: 'die Sonne' });
    expect(edited.json().card).toMatchObject({ question: 'sun', answer: 'die Sonne', type: 'basic' });
  });
});
