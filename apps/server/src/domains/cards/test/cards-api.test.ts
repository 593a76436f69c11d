import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, withSignIn } from '../../../../test/helpers/http';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitRules: { signupPerIp: { limit: 1000, windowMs: 60_000 } } });
});
afterAll(() => t.close());

const sample = (n: number, prefix = 'Q') =>
  Array.from({ length: n }, (_, i) => ({ question: `${prefix} ${i + 1}?`, answer: `**Answer** ${i + 1}` }));

async function create(sid: string, payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/card/create', headers: withSignIn(sid), payload });
}

async function makeUser(cards = 0, deck?: string) {
  const user = await signUp(t.app);
  const ids: number[] = [];
  if (cards > 0) {
    const response = await create(user.sid, { cards: sample(cards), deck });
    expect(response.statusCode).toBe(200);
    ids.push(...response.json().cards.map((card: { id: number }) => card.id));
  }
  return { ...user, ids };
}

const get = (sid: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...withSignIn(sid), ...headers } });
const post = (sid: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: withSignIn(sid), payload });

async function setPlan(userId: string, plan: number) {
  await t.database.db.execute(sql`UPDATE users SET plan = ${plan} WHERE id = ${userId}`);
}

describe('card/create', () => {
  it('saves cards into the named deck, due now, and answers with their ids', async () => {
    const user = await signUp(t.app);
    const response = await create(user.sid, { cards: sample(2), deck: 'Spanish verbs' });
    expect(response.statusCode).toBe(200);
    const { cards } = response.json();
    expect(cards).toHaveLength(2);
    expect(cards[0]).toMatchObject({ question: 'Q 1?', answer: '**Answer** 1', deckName: 'Spanish verbs' });
    expect(cards[0].dueAt).toBeLessThanOrEqual(Date.now());
    const again = await create(user.sid, { cards: sample(1), deck: 'spanish VERBS' });
    expect(again.json().cards[0].deckId).toBe(cards[0].deckId);
  });

  it('refuses empty questions and answers field by field, and an empty list', async () => {
    const user = await signUp(t.app);
    const response = await create(user.sid, { cards: [{ question: '  ', answer: '' }] });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      'cards.0.question': 'Question is required',
      'cards.0.answer': 'Answer is required',
    });
    expect((await create(user.sid, { cards: [] })).statusCode).toBe(400);
  });

  it('holds a free user to 100 cards with cardLimitReached pointing to Pro; pro has no cap', async () => {
    const user = await makeUser(98);
    const over = await create(user.sid, { cards: sample(3) });
    expect(over.statusCode).toBe(403);
    expect(over.json()).toEqual({
      code: 'cardLimitReached',
      message: 'The free plan holds up to 100 cards; you can add 2 more. Upgrade to Pro for unlimited cards.',
    });
    expect((await create(user.sid, { cards: sample(2) })).statusCode).toBe(200);
    const full = await create(user.sid, { cards: sample(1) });
    expect(full.json().message).toBe(
      'The free plan holds up to 100 cards and yours is full. Upgrade to Pro for unlimited cards.',
    );
    await setPlan(user.userId, 1);
    expect((await create(user.sid, { cards: sample(5) })).statusCode).toBe(200);
    expect((await get(user.sid, '/api/card/dashboard')).json().total).toBe(105);
  });

  it('needs a sign-in', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/card/create', payload: { cards: sample(1) } });
    expect(response.statusCode).toBe(401);
  });
});

describe("another user's card answers 404 on every path", () => {
  it('get, update, delete, review and next never reach it', async () => {
    const owner = await makeUser(1, 'Mine');
    const stranger = await makeUser(0);
    const id = owner.ids[0]!;
    const responses = [
      await get(stranger.sid, `/api/card/get?id=${id}`),
      await post(stranger.sid, '/api/card/update', { id, question: 'x', answer: 'y' }),
      await post(stranger.sid, '/api/card/delete', { id }),
      await post(stranger.sid, '/api/card/review', { id, quality: 4 }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'notFound', message: 'Card not found' });
    }
    expect((await get(stranger.sid, '/api/card/next')).json()).toEqual({ dueIn: null, dueAt: null });
    expect((await get(stranger.sid, '/api/card/list')).json().cards).toEqual([]);
    expect((await post(stranger.sid, '/api/card/undo', {})).statusCode).toBe(404);
    const decks = (await get(owner.sid, '/api/card/decks')).json().decks;
    expect((await post(stranger.sid, '/api/card/deck/rename', { id: decks[0].id, name: 'Stolen' })).statusCode).toBe(
      404,
    );
    expect((await get(owner.sid, `/api/card/get?id=${id}`)).json().card.question).toBe('Q 1?');
    expect((await get(owner.sid, '/api/card/decks')).json().decks[0].name).toBe('Mine');
  });
});

describe('get, update, delete', () => {
  it('reads, edits and deletes one card', async () => {
    const user = await makeUser(2);
    const [first, second] = user.ids as [number, number];
    expect((await get(user.sid, `/api/card/get?id=${first}`)).json().card).toMatchObject({
      id: first,
      question: 'Q 1?',
    });
    const updated = await post(user.sid, '/api/card/update', {
      id: first,
      question: ' New? ',
      answer: 'New **answer**',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().card).toMatchObject({ id: first, question: 'New?', answer: 'New **answer**' });
    expect((await post(user.sid, '/api/card/update', { id: first, question: '', answer: 'x' })).statusCode).toBe(400);
    expect((await post(user.sid, '/api/card/delete', { id: second })).json()).toEqual({ ok: true });
    expect((await get(user.sid, `/api/card/get?id=${second}`)).statusCode).toBe(404);
    expect((await get(user.sid, '/api/card/get?id=abc')).statusCode).toBe(400);
    expect((await get(user.sid, '/api/card/get?id=99999999999')).statusCode).toBe(404);
  });
});

describe('card/list', () => {
  it('pages newest first with total and nextCursor, filters by deck and searches text', async () => {
    const user = await makeUser(5, 'Alpha');
    await create(user.sid, { cards: [{ question: 'Capital of France?', answer: 'Paris, 100% sure' }], deck: 'Beta' });
    const first = (await get(user.sid, '/api/card/list?limit=4')).json();
    expect(first.total).toBe(6);
    expect(first.cards.map((c: { question: string }) => c.question)).toEqual([
      'Capital of France?',
      'Q 5?',
      'Q 4?',
      'Q 3?',
    ]);
    const second = (await get(user.sid, `/api/card/list?limit=4&cursor=${first.nextCursor}`)).json();
    expect(second.cards.map((c: { question: string }) => c.question)).toEqual(['Q 2?', 'Q 1?']);
    expect(second.nextCursor).toBeNull();
    const deckId = first.cards[0].deckId;
    expect((await get(user.sid, `/api/card/list?deckId=${deckId}`)).json().total).toBe(1);
    expect((await get(user.sid, '/api/card/list?q=paris')).json().cards[0].question).toBe('Capital of France?');
    expect((await get(user.sid, '/api/card/list?q=100%25')).json().total).toBe(1);
    expect((await get(user.sid, '/api/card/list?q=_')).json().total).toBe(0);
  });
});

describe('review, next and undo', () => {
  it('rejects a quality outside the integers 0 to 5', async () => {
    const user = await makeUser(1);
    for (const quality of [-1, 6, 2.5, '4', null]) {
      const response = await post(user.sid, '/api/card/review', { id: user.ids[0], quality });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('validation');
    }
  });

  it('free: SM-2 moves a card a day out on its first good rating; next then says when', async () => {
    const user = await makeUser(1);
    const id = user.ids[0]!;
    expect((await get(user.sid, '/api/card/next')).json().card.id).toBe(id);
    const before = Date.now();
    const review = (await post(user.sid, '/api/card/review', { id, quality: 4 })).json();
    expect(review).toMatchObject({ id, engine: 'sm2', dueIn: 'tomorrow' });
    expect(review.dueAt - before).toBeGreaterThanOrEqual(86_400_000 - 1000);
    expect(review.dueAt - before).toBeLessThan(86_400_000 + 5000);
    const next = (await get(user.sid, '/api/card/next')).json();
    expect(next).toEqual({ dueIn: 'tomorrow', dueAt: review.dueAt });
  });

  it('pro: FSRS brings an Again card back within minutes', async () => {
    const user = await makeUser(1);
    await setPlan(user.userId, 1);
    const review = (await post(user.sid, '/api/card/review', { id: user.ids[0], quality: 1 })).json();
    expect(review.engine).toBe('fsrs');
    expect(review.dueAt - Date.now()).toBeLessThan(10 * 60_000);
    expect(review.dueIn).toMatch(/^in \d+ minutes?$/);
  });

  it('next honours the deck and skips the excluded card', async () => {
    const user = await makeUser(2, 'One');
    const other = (await create(user.sid, { cards: sample(1, 'Other'), deck: 'Two' })).json().cards[0];
    expect((await get(user.sid, `/api/card/next?deckId=${other.deckId}`)).json().card.id).toBe(other.id);
    expect((await get(user.sid, `/api/card/next?exclude=${user.ids[0]}`)).json().card.id).toBe(user.ids[1]);
  });

  it('next answers every scope shape, for each user, from that call’s own values', async () => {
    const a = await makeUser(2, 'One');
    const b = await makeUser(1, 'One');
    const aOther = (await create(a.sid, { cards: sample(1, 'Other'), deck: 'Two' })).json().cards[0];
    const next = async (sid: string, query: string) => (await get(sid, `/api/card/next${query}`)).json();
    for (let round = 0; round < 2; round++) {
      expect((await next(a.sid, '')).card.id).toBe(a.ids[0]);
      expect((await next(b.sid, '')).card.id).toBe(b.ids[0]);
      expect((await next(a.sid, `?deckId=${aOther.deckId}`)).card.id).toBe(aOther.id);
      expect((await next(a.sid, `?exclude=${a.ids[0]}`)).card.id).toBe(a.ids[1]);
      expect((await next(b.sid, `?exclude=${b.ids[0]}`)).dueIn).toBeNull();
      expect(await next(a.sid, `?deckId=${aOther.deckId}&exclude=${aOther.id}`)).toEqual({ dueIn: null, dueAt: null });
    }
  });

  it('undo restores the exact prior state, one review at a time, across plan changes', async () => {
    const user = await makeUser(1);
    const id = user.ids[0]!;
    const state = async () => {
      const result = await t.database.db.execute(sql`SELECT due_at, scheduler_state FROM cards WHERE id = ${id}`);
      return result.rows[0];
    };
    const initial = await state();
    await post(user.sid, '/api/card/review', { id, quality: 5 });
    const afterFirst = await state();
    await setPlan(user.userId, 1);
    await post(user.sid, '/api/card/review', { id, quality: 2 });
    expect(await state()).not.toEqual(afterFirst);
    const undone = await post(user.sid, '/api/card/undo', {});
    expect(undone.json()).toMatchObject({ card: { id }, quality: 2 });
    expect(await state()).toEqual(afterFirst);
    await post(user.sid, '/api/card/undo', {});
    expect(await state()).toEqual(initial);
    const none = await post(user.sid, '/api/card/undo', {});
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('nothingToUndo');
  });
});

describe('card/dashboard', () => {
  it('counts due today, total, next due text and the average quality', async () => {
    const user = await makeUser(3);
    expect((await get(user.sid, '/api/card/dashboard')).json()).toEqual({
      dueToday: 3,
      nextDueIn: 'now',
      total: 3,
      avgQuality: 0,
    });
    await post(user.sid, '/api/card/review', { id: user.ids[0], quality: 5 });
    await post(user.sid, '/api/card/review', { id: user.ids[1], quality: 2 });
    const stats = (await get(user.sid, '/api/card/dashboard', { 'x-time-zone': 'Europe/Berlin' })).json();
    expect(stats).toEqual({ dueToday: 1, nextDueIn: 'now', total: 3, avgQuality: 3.5 });
  });

  it('uses the end of the local day of the x-time-zone header', async () => {
    const user = await makeUser(1);
    // Due in 2 hours: "today" wherever local midnight is more than 2 hours away.
    const dueAt = new Date(Date.now() + 2 * 3_600_000);
    await t.database.db.execute(sql`UPDATE cards SET due_at = ${dueAt} WHERE id = ${user.ids[0]}`);
    const zones = ['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Kolkata'];
    for (const zone of zones) {
      const stats = (await get(user.sid, '/api/card/dashboard', { 'x-time-zone': zone })).json();
      const local = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format.bind(
        new Intl.DateTimeFormat('en-CA', { timeZone: zone }),
      );
      const sameDay = local(dueAt) === local(new Date());
      expect(stats.dueToday, zone).toBe(sameDay ? 1 : 0);
      expect(stats.nextDueIn, zone).toBe(sameDay ? 'in 2 hours' : 'tomorrow');
    }
    const bogus = (await get(user.sid, '/api/card/dashboard', { 'x-time-zone': 'Not/AZone' })).statusCode;
    expect(bogus).toBe(200);
  });
});

describe('decks', () => {
  it('lists decks with counts and renames them, refusing a duplicate name', async () => {
    const user = await makeUser(2, 'Biology');
    await create(user.sid, { cards: sample(1), deck: 'Chemistry' });
    const { decks } = (await get(user.sid, '/api/card/decks')).json();
    expect(decks.map((d: { name: string; cardCount: number }) => [d.name, d.cardCount])).toEqual([
      ['Biology', 2],
      ['Chemistry', 1],
    ]);
    const renamed = await post(user.sid, '/api/card/deck/rename', { id: decks[0].id, name: 'Cell biology' });
    expect(renamed.json().deck).toMatchObject({ id: decks[0].id, name: 'Cell biology', cardCount: 2 });
    const clash = await post(user.sid, '/api/card/deck/rename', { id: decks[0].id, name: 'chemistry' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('deckNameTaken');
    expect((await post(user.sid, '/api/card/deck/rename', { id: decks[0].id, name: ' ' })).statusCode).toBe(400);
  });

  it('detects the language of a deck from its cards, keeps the one chosen and whether it is read aloud', async () => {
    const user = await signUp(t.app);
    const french = [
      { question: 'Quelle est la capitale de la France ?', answer: 'La capitale de la France est Paris.' },
      { question: 'Comment dit-on bonjour le matin ?', answer: 'On dit bonjour à tout le monde.' },
    ];
    await create(user.sid, { cards: french, deck: 'Français' });
    const [deck] = (await get(user.sid, '/api/card/decks')).json().decks;
    expect(deck).toMatchObject({ language: null, detectedLanguage: 'fr', readAloud: false });

    const set = await post(user.sid, '/api/card/deck/speech', { id: deck.id, language: 'de', readAloud: true });
    expect(set.statusCode).toBe(200);
    expect(set.json().deck).toMatchObject({ language: 'de', detectedLanguage: 'fr', readAloud: true });
    expect((await get(user.sid, '/api/card/decks')).json().decks[0]).toMatchObject({ language: 'de', readAloud: true });

    const back = await post(user.sid, '/api/card/deck/speech', { id: deck.id, language: null, readAloud: false });
    expect(back.json().deck).toMatchObject({ language: null, detectedLanguage: 'fr', readAloud: false });

    // A guess the detector is not clearly sure of is no detection.
    const rivers = [1, 2].map((n) => ({ question: `River ${n}?`, answer: `About River ${n}` }));
    await create(user.sid, { cards: rivers, deck: 'Rivers' });
    const decks = (await get(user.sid, '/api/card/decks')).json().decks;
    expect(decks.find((d: { name: string }) => d.name === 'Rivers')).toMatchObject({ detectedLanguage: null });
  });

  it('refuses a language not on the list, a missing switch and the deck of another user, changing nothing', async () => {
    const user = await makeUser(1, 'Words');
    const [deck] = (await get(user.sid, '/api/card/decks')).json().decks;
    const klingon = await post(user.sid, '/api/card/deck/speech', { id: deck.id, language: 'tlh', readAloud: true });
    expect(klingon.statusCode).toBe(400);
    expect(klingon.json().fieldErrors).toEqual({ language: 'Choose a language from the list' });
    const noSwitch = await post(user.sid, '/api/card/deck/speech', { id: deck.id, language: 'en' });
    expect(noSwitch.statusCode).toBe(400);
    expect(noSwitch.json().fieldErrors).toEqual({ readAloud: 'Say whether to read the cards aloud (true or false)' });
    const stranger = await signUp(t.app);
    const stolen = await post(stranger.sid, '/api/card/deck/speech', { id: deck.id, language: 'en', readAloud: true });
    expect(stolen.statusCode).toBe(404);
    expect((await get(user.sid, '/api/card/decks')).json().decks[0]).toMatchObject({
      language: null,
      readAloud: false,
    });
  });
});

describe('export and import', () => {
  const tricky = [
    { question: 'Comma, "quotes" and\ttab?', answer: 'Line one\nline **two**' },
    { question: 'Plain?', answer: 'Yes' },
  ];

  it('round-trips CSV and the Anki TSV, decks included', async () => {
    const source = await signUp(t.app);
    await create(source.sid, { cards: tricky, deck: 'Tricky, deck' });
    for (const format of ['csv', 'tsv'] as const) {
      const exported = await get(source.sid, `/api/card/export?format=${format}`);
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="kurio-cards-/);
      if (format === 'tsv')
        expect(exported.body.split('\n').slice(0, 4)).toEqual([
          '#separator:tab',
          '#html:false',
          '#columns:Question\tAnswer\tDeck',
          '#deck column:3',
        ]);
      const target = await signUp(t.app);
      const imported = await post(target.sid, '/api/card/import', { format, text: exported.body });
      expect(imported.json()).toEqual({ imported: 2, skipped: [] });
      const cards = (await get(target.sid, '/api/card/list')).json().cards.reverse();
      expect(
        cards.map((c: { question: string; answer: string; deckName: string }) => [c.question, c.answer, c.deckName]),
      ).toEqual(tricky.map((c) => [c.question, c.answer, 'Tricky, deck']));
    }
  });

  it('reports skipped rows by line and imports the rest into the chosen deck', async () => {
    const user = await signUp(t.app);
    const text = 'question,answer\nGood?,Yes\nno answer here\n,missing question\n\nAlso good?,"multi\nline"\n';
    const result = (await post(user.sid, '/api/card/import', { format: 'csv', text, deck: 'Notes' })).json();
    expect(result).toEqual({
      imported: 2,
      skipped: [
        { line: 3, reason: 'Needs a question and an answer' },
        { line: 4, reason: 'Question is required' },
      ],
    });
    const { decks } = (await get(user.sid, '/api/card/decks')).json();
    expect(decks).toEqual([expect.objectContaining({ name: 'Notes', cardCount: 2 })]);
  });

  it('reads Windows line ends and quotes inside a field, and stops at a quote never closed, saying where', async () => {
    const user = await signUp(t.app);
    const text = '\uFEFFOne?,"He said ""hi"""\r\nTwo?,a "quoted" word\r\nThree?,"never closed\r\nFour?,lost\r\n';
    const result = (await post(user.sid, '/api/card/import', { format: 'csv', text })).json();
    expect(result).toEqual({
      imported: 2,
      skipped: [{ line: 3, reason: 'A quoted field is never closed; this row and the rest were skipped' }],
    });
    const cards = (await get(user.sid, '/api/card/list')).json().cards.reverse();
    expect(cards.map((c: { question: string; answer: string }) => [c.question, c.answer])).toEqual([
      ['One?', 'He said "hi"'],
      ['Two?', 'a "quoted" word'],
    ]);
  });

  it('imports nothing past the free cap and says so', async () => {
    const user = await makeUser(99);
    const response = await post(user.sid, '/api/card/import', { format: 'csv', text: 'a,b\nc,d\n' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('cardLimitReached');
    expect((await get(user.sid, '/api/card/dashboard')).json().total).toBe(99);
  });

  it('exports JSON with every review and its scheduler states', async () => {
    const user = await makeUser(1, 'History');
    await post(user.sid, '/api/card/review', { id: user.ids[0], quality: 3 });
    const exported = JSON.parse((await get(user.sid, '/api/card/export?format=json')).body);
    expect(exported.cards).toHaveLength(1);
    expect(exported.cards[0]).toMatchObject({ question: 'Q 1?', deck: 'History' });
    expect(exported.cards[0].reviews).toHaveLength(1);
    expect(exported.cards[0].reviews[0]).toMatchObject({ quality: 3, engine: 'sm2' });
    expect(exported.cards[0].reviews[0].stateAfter.sm2).toEqual({ repetitions: 1, easiness: 2.36, intervalDays: 1 });
  });
});
