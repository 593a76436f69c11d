import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, withSignIn } from '../../../../test/helpers/http';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { parseDelimited } from '../services/delimited';

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

describe('cards the learner deleted', () => {
  const remove = async (sid: string, id: number) =>
    expect((await post(sid, '/api/card/delete', { id })).statusCode).toBe(200);
  const ordinals = async (sid: string) =>
    (await get(sid, '/api/card/list'))
      .json()
      .cards.map((card: { ordinal: number }) => card.ordinal)
      .sort();

  it('stay deleted when their note is edited and saved; a deletion number added in the edit makes its card', async () => {
    const user = await signUp(t.app);
    const [first, second] = await create(user.sid, [{ type: 'cloze', question: capitals, answer: '' }]);
    await remove(user.sid, second!.id);
    const edited = await put(user.sid, { id: first!.id, type: 'cloze', question: capitals, answer: 'Since 508' });
    expect(edited.statusCode).toBe(200);
    expect(await ordinals(user.sid)).toEqual([1]);

    const more = `${capitals} It lies on the {{c3::Seine}}.`;
    expect((await put(user.sid, { id: first!.id, type: 'cloze', question: more, answer: '' })).statusCode).toBe(200);
    expect(await ordinals(user.sid)).toEqual([1, 3]);
    // A number taken out and written back later is new again.
    await put(user.sid, { id: first!.id, type: 'cloze', question: '{{c1::Paris}} is a capital.', answer: '' });
    await put(user.sid, { id: first!.id, type: 'cloze', question: capitals, answer: '' });
    expect(await ordinals(user.sid)).toEqual([1, 2]);
  });

  it('keep a deleted reversed card deleted; the note turned basic and reversed again makes it anew', async () => {
    const user = await signUp(t.app);
    const [forward, reverse] = await create(user.sid, [{ type: 'reversed', question: 'tree', answer: 'der Baum' }]);
    await remove(user.sid, reverse!.id);
    await put(user.sid, { id: forward!.id, type: 'reversed', question: 'tree', answer: 'der Baum (m.)' });
    expect(await ordinals(user.sid)).toEqual([1]);
    expect((await get(user.sid, `/api/card/get?id=${forward!.id}`)).json().card.answer).toBe('der Baum (m.)');
    await put(user.sid, { id: forward!.id, question: 'tree', answer: 'der Baum' });
    await put(user.sid, { id: forward!.id, type: 'reversed', question: 'tree', answer: 'der Baum' });
    expect(await ordinals(user.sid)).toEqual([1, 2]);
  });

  it('come back only when the save would leave the note without a card', async () => {
    const user = await signUp(t.app);
    const [first, second] = await create(user.sid, [{ type: 'cloze', question: capitals, answer: '' }]);
    await remove(user.sid, first!.id);
    // The edited card's deletion is taken out and the other's card was deleted: the note keeps the one it makes.
    const edited = await put(user.sid, { id: second!.id, type: 'cloze', question: '{{c1::Paris}}.', answer: '' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().card).toMatchObject({ ordinal: 1, question: '[...].' });
    expect(await ordinals(user.sid)).toEqual([1]);
  });

  it("are missing from the note's ordinals card/get and card/update answer, which the editor previews by", async () => {
    const user = await signUp(t.app);
    const [first, second] = await create(user.sid, [{ type: 'cloze', question: capitals, answer: '' }]);
    expect((await get(user.sid, `/api/card/get?id=${first!.id}`)).json().noteOrdinals).toEqual([1, 2]);
    await remove(user.sid, second!.id);
    expect((await get(user.sid, `/api/card/get?id=${first!.id}`)).json().noteOrdinals).toEqual([1]);
    const more = `${capitals} It lies on the {{c3::Seine}}.`;
    const edited = await put(user.sid, { id: first!.id, type: 'cloze', question: more, answer: '' });
    expect(edited.json()).toMatchObject({ card: { id: first!.id }, noteOrdinals: [1, 3] });
  });
});

describe('ratings synced from a device', () => {
  it("bury the rated card's siblings until the learner's next local day, as a rating made online does", async () => {
    const user = await signUp(t.app);
    const [forward, reverse] = await create(user.sid, [{ type: 'reversed', question: 'sky', answer: 'der Himmel' }]);
    const [other] = await create(user.sid, [{ question: 'sea', answer: 'das Meer' }]);
    const synced = await t.app.inject({
      method: 'POST',
      url: '/api/card/review/batch',
      headers: { ...withSignIn(user.sid), 'x-time-zone': 'Pacific/Kiritimati' },
      payload: { reviews: [{ clientId: crypto.randomUUID(), id: forward!.id, quality: 4, reviewedAt: Date.now() }] },
    });
    expect(synced.json().results[0].status).toBe('applied');
    expect((await get(user.sid, '/api/card/next')).json().card.id).toBe(other!.id);
    const offline = (await get(user.sid, '/api/card/offline')).json().cards;
    const buried = offline.find((card: { id: number }) => card.id === reverse!.id).buriedUntil;
    // Midnight in the learner's zone (UTC+14), not the server's.
    expect(new Date(buried).getUTCHours()).toBe(10);
    expect(buried).toBeGreaterThan(Date.now());

    // A rating from an earlier day, synced late, buries nothing now.
    const [late, sibling] = await create(user.sid, [{ type: 'reversed', question: 'sun', answer: 'die Sonne' }]);
    const yesterday = Date.now() - 2 * 86_400_000;
    await post(user.sid, '/api/card/review/batch', {
      reviews: [{ clientId: crypto.randomUUID(), id: late!.id, quality: 4, reviewedAt: yesterday }],
    });
    const cards = (await get(user.sid, '/api/card/offline')).json().cards;
    expect(cards.find((card: { id: number }) => card.id === sibling!.id).buriedUntil).toBeNull();
  });
});

describe('CSV and Anki TSV export', () => {
  it('write each card as it is studied: cloze hidden in the question and shown in the answer, reversed swapped', async () => {
    const user = await signUp(t.app);
    await create(user.sid, [
      { type: 'cloze', question: capitals, answer: 'Since 508' },
      { type: 'reversed', question: 'dog', answer: 'der Hund' },
    ]);
    const studied = [
      ['[...] is the capital of France.', '**Paris** is the capital of France.\n\nSince 508'],
      ['Paris is the capital of [country].', 'Paris is the capital of **France**.\n\nSince 508'],
      ['dog', 'der Hund'],
      ['der Hund', 'dog'],
    ];
    const csv = parseDelimited((await get(user.sid, '/api/card/export?format=csv')).body, ',');
    expect(csv.rows.map((row) => row.fields)).toEqual([
      ['question', 'answer', 'deck'],
      ...studied.map((card) => [...card, '']),
    ]);
    const tsv = parseDelimited((await get(user.sid, '/api/card/export?format=tsv')).body, '\t');
    expect(tsv.rows.slice(4).map((row) => row.fields)).toEqual(studied.map((card) => [...card, 'Kurio']));
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
