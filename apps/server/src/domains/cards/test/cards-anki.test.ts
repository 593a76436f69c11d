import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, withSignIn } from '../../../../test/helpers/http';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { multipartBody } from '../../../../test/helpers/upload-samples';
import { zipArchive } from '../../../../test/security/helpers/zip-samples';
import { unzstdWithin } from '../services/anki-package';
import {
  basicCollection,
  basicType,
  clozeType,
  type FixtureCollection,
  legacyPackage,
  modernPackage,
  optionalReversedType,
  reversedType,
  vocabularyType,
  zstd,
} from './anki-fixtures';
import { importApkg } from './anki-upload';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitRules: { signupPerIp: { limit: 1000, windowMs: 60_000 } } });
});
afterAll(() => t.close());

const dayMs = 86_400_000;
const crt = Math.floor(Date.UTC(2024, 0, 1) / 1000);

/** One note of every kind, in a parent deck and its subdeck. */
const mixed: FixtureCollection = {
  crt,
  noteTypes: [basicType, reversedType, optionalReversedType, clozeType, vocabularyType],
  decks: { 1: 'Default', 10: 'Languages', 11: 'Languages::Spanish' },
  notes: [
    {
      id: 1,
      noteTypeId: basicType.id,
      fields: ['<b>Capital</b> of France?', 'Paris<br>[sound:paris.mp3]<img src="eiffel.jpg">'],
      cards: [{ ord: 0, deckId: 10 }],
    },
    {
      id: 2,
      noteTypeId: reversedType.id,
      fields: ['perro', 'dog'],
      cards: [
        { ord: 0, deckId: 11 },
        { ord: 1, deckId: 11 },
      ],
    },
    {
      id: 3,
      noteTypeId: optionalReversedType.id,
      fields: ['gato', 'cat', ''],
      cards: [{ ord: 0, deckId: 11 }],
    },
    {
      id: 4,
      noteTypeId: clozeType.id,
      fields: ['{{c1::Madrid}} is the capital of {{c2::Spain::country}}.', 'Since 1561'],
      cards: [
        { ord: 0, deckId: 10 },
        { ord: 1, deckId: 10 },
      ],
    },
    {
      id: 5,
      noteTypeId: vocabularyType.id,
      fields: ['<i>casa</i>', '<ul><li>house</li><li>home</li></ul>', 'Mi casa'],
      cards: [
        { ord: 0, deckId: 11 },
        { ord: 1, deckId: 11 },
        { ord: 2, deckId: 11 },
      ],
    },
    { id: 6, noteTypeId: basicType.id, fields: ['Lonely question', '<br>'], cards: [{ ord: 0, deckId: 10 }] },
  ],
};

const importPackage = (sid: string, bytes: Buffer, scheduling?: string) => importApkg(t.app, sid, bytes, scheduling);

// A type, not an interface: drizzle's execute<T> asks for a record type.
type StoredCard = {
  question: string;
  answer: string;
  deck: string | null;
  due_at: Date | string;
  scheduler_state: { sm2: { easiness: number; intervalDays: number }; fsrs: { stability: number; state: number } };
};

async function userCards(userId: string) {
  const result = await t.database.db.execute<StoredCard>(
    sql`SELECT c.question, c.answer, d.name AS deck, c.due_at, c.scheduler_state
        FROM cards c LEFT JOIN decks d ON d.id = c.deck_id WHERE c.user_id = ${userId} ORDER BY c.id`,
  );
  return result.rows;
}

async function setPlan(userId: string, plan: number) {
  await t.database.db.execute(sql`UPDATE users SET plan = ${plan} WHERE id = ${userId}`);
}

describe('card/import/apkg', () => {
  for (const [label, build] of [
    ['a legacy collection.anki2', (c: FixtureCollection) => legacyPackage(c)],
    ['a collection.anki21', (c: FixtureCollection) => legacyPackage(c, 'collection.anki21')],
    ['a zstd collection.anki21b (ignoring the stub beside it)', modernPackage],
  ] as const) {
    it(`reads ${label}: every note type, subdecks, HTML as Markdown, sounds and images reported`, async () => {
      const user = await signUp(t.app);
      const response = await importPackage(user.sid, await build(mixed));
      expect(response.statusCode).toBe(200);
      const report = response.json();
      expect(report.imported).toBe(7);
      expect(report.decks).toEqual([
        { name: 'Languages', imported: 3 },
        { name: 'Languages::Spanish', imported: 4 },
      ]);
      expect(report.noteTypes).toEqual(
        expect.arrayContaining([
          { name: 'Basic', readAs: 'basic', notes: 2 },
          { name: 'Einfach (mit umgedrehter Karte)', readAs: 'reversed', notes: 1 },
          { name: 'Basic (optional reversed card)', readAs: 'optionalReversed', notes: 1 },
          { name: 'Lückentext', readAs: 'cloze', notes: 1 },
          { name: 'Vocabulary (3 cards)', readAs: 'firstTwoFields', notes: 1 },
        ]),
      );
      expect(report.skipped).toEqual(
        expect.arrayContaining([
          { reason: 'Sound files are not imported', count: 1, examples: ['paris.mp3'] },
          { reason: 'Images missing from the package are left out', count: 1, examples: ['eiffel.jpg'] },
          { reason: 'Answer is required', count: 1, examples: ['Lonely question'] },
        ]),
      );
      // Each card as the API shows it; cloze and reversed notes stay notes of their kind, their cards siblings.
      const listed = (await t.app.inject({ url: '/api/card/list', headers: withSignIn(user.sid) })).json().cards;
      const cards = listed.map(
        (card: { question: string; answer: string; deckName: string; type: string; noteId: string }) => ({
          question: card.question,
          answer: card.answer,
          deck: card.deckName,
          type: card.type,
        }),
      );
      expect(cards).toEqual(
        expect.arrayContaining([
          { question: '**Capital** of France?', answer: 'Paris', deck: 'Languages', type: 'basic' },
          { question: 'perro', answer: 'dog', deck: 'Languages::Spanish', type: 'reversed' },
          { question: 'dog', answer: 'perro', deck: 'Languages::Spanish', type: 'reversed' },
          { question: 'gato', answer: 'cat', deck: 'Languages::Spanish', type: 'basic' },
          {
            question: '[...] is the capital of Spain.',
            answer: '**Madrid** is the capital of Spain.\n\nSince 1561',
            deck: 'Languages',
            type: 'cloze',
          },
          {
            question: 'Madrid is the capital of [country].',
            answer: 'Madrid is the capital of **Spain**.\n\nSince 1561',
            deck: 'Languages',
            type: 'cloze',
          },
          { question: '_casa_', answer: '-   house\n-   home', deck: 'Languages::Spanish', type: 'basic' },
        ]),
      );
      const notes = (type: string) =>
        new Set(
          listed.filter((card: { type: string }) => card.type === type).map((card: { noteId: string }) => card.noteId),
        );
      expect(notes('cloze').size).toBe(1);
      expect(notes('reversed').size).toBe(1);
      expect(cards).toHaveLength(7);
    });
  }

  const reviewed: FixtureCollection = {
    crt,
    noteTypes: [basicType],
    decks: { 1: 'Default' },
    notes: [
      {
        id: 1,
        noteTypeId: basicType.id,
        fields: ['uno', 'one'],
        // A review card due on day 400 with a 30-day interval and 230 % ease.
        cards: [{ ord: 0, deckId: 1, type: 2, queue: 2, due: 400, ivl: 30, factor: 2300, reps: 6, lapses: 1 }],
      },
      {
        id: 2,
        noteTypeId: basicType.id,
        fields: ['dos', 'two'],
        cards: [
          {
            ord: 0,
            deckId: 1,
            type: 2,
            queue: 2,
            due: 420,
            ivl: 12,
            factor: 2500,
            reps: 4,
            data: '{"s":14.5,"d":6.2}',
          },
        ],
      },
    ],
  };

  it('keeps Anki’s due date, interval and ease when asked, FSRS memory included', async () => {
    const user = await signUp(t.app);
    const response = await importPackage(user.sid, await legacyPackage(reviewed), 'keep');
    expect(response.json()).toMatchObject({ imported: 2, scheduling: 'keep' });
    const [uno, dos] = await userCards(user.userId);
    expect(new Date(uno!.due_at).getTime()).toBe(crt * 1000 + 400 * dayMs);
    expect(uno!.scheduler_state.sm2).toMatchObject({ easiness: 2.3, intervalDays: 30 });
    expect(uno!.scheduler_state.fsrs).toMatchObject({ stability: 30, state: 2 });
    expect(dos!.scheduler_state.fsrs).toMatchObject({ stability: 14.5, difficulty: 6.2 });
  });

  it('starts every card fresh, due now, when asked', async () => {
    const user = await signUp(t.app);
    const before = Date.now();
    await importPackage(user.sid, await legacyPackage(reviewed), 'fresh');
    for (const card of await userCards(user.userId)) {
      expect(new Date(card.due_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(card.scheduler_state.sm2).toMatchObject({ easiness: 2.5, intervalDays: 0 });
    }
  });

  it('takes a package far above the 1 MB body limit, its media files read past, not kept', async () => {
    const user = await signUp(t.app);
    const photo = new Uint8Array(randomBytes(3 * 1024 * 1024));
    const response = await importPackage(
      user.sid,
      await legacyPackage(mixed, 'collection.anki2', { 'eiffel.jpg': photo }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().imported).toBe(7);
    expect(response.json().skipped).toContainEqual({
      reason: 'Only PNG, JPEG, GIF, WebP and AVIF images are kept',
      count: 1,
      examples: ['eiffel.jpg'],
    });
    const stored = await t.database.db.execute(sql`SELECT 1 FROM card_media WHERE user_id = ${user.userId}`);
    expect(stored.rows).toHaveLength(0);
  });

  it('refuses a package over the free cap whole, and imports it on Pro', async () => {
    const user = await signUp(t.app);
    const bytes = await legacyPackage(basicCollection(101, 'Many', crt));
    const refused = await importPackage(user.sid, bytes);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'cardLimitReached',
      message:
        'This package has 101 notes and the free plan holds up to 100 cards (you can add 100 more). ' +
        'Upgrade to Pro for unlimited cards.',
    });
    expect(await userCards(user.userId)).toHaveLength(0);
    const decks = await t.database.db.execute(sql`SELECT 1 FROM decks WHERE user_id = ${user.userId}`);
    expect(decks.rows).toHaveLength(0);
    await setPlan(user.userId, 1);
    expect((await importPackage(user.sid, bytes)).json().imported).toBe(101);
  });

  it('answers 400 for a file that is not an Anki package, a corrupt one, or a zip bomb; never 500', async () => {
    const user = await signUp(t.app);
    const notZip = Buffer.from('question,answer\nA,B\n');
    const noCollection = Buffer.from(zipSync({ 'notes.txt': strToU8('hello') }));
    const corrupt = Buffer.from(zipSync({ 'collection.anki2': strToU8('SQLite format 3\0 but truncated') }));
    const garbageZstd = Buffer.from(zipSync({ 'collection.anki21b': strToU8('not zstd at all') }));
    const wrongTables = Buffer.from(zipSync({ 'collection.anki2': await emptySqlite() }));
    const { deflateRawSync } = await import('node:zlib');
    const zeros = deflateRawSync(Buffer.alloc(64 * 1024 * 1024));
    const bomb = zipArchive([
      { name: 'collection.anki2', data: zeros, declaredSize: 64 * 1024 * 1024 },
      { name: 'media', data: zeros, declaredSize: 64 * 1024 * 1024 },
      { name: '0', data: zeros, declaredSize: 64 * 1024 * 1024 },
      { name: '1', data: zeros, declaredSize: 64 * 1024 * 1024 },
    ]);
    const lyingBomb = zipArchive([{ name: 'collection.anki2', data: zeros, declaredSize: 1024 }]);
    for (const bytes of [notZip, noCollection, corrupt, garbageZstd, wrongTables, bomb, lyingBomb]) {
      const response = await importPackage(user.sid, bytes);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'notAnkiPackage',
        fieldErrors: { package: expect.stringContaining('not an Anki package') },
      });
    }
    expect((await importPackage(user.sid, Buffer.alloc(0))).json().code).toBe('validation');
    const wrongChoice = await importPackage(user.sid, await legacyPackage(reviewed), 'sometimes');
    expect(wrongChoice.statusCode).toBe(400);
    expect(await userCards(user.userId)).toHaveLength(0);
  });

  it('stops unpacking a zstd collection as soon as it passes the limit', async () => {
    const packed = zstd(new Uint8Array(4 * 1024 * 1024), 19);
    expect(packed.length).toBeLessThan(64 * 1024);
    expect(unzstdWithin(packed, 8 * 1024 * 1024)).toHaveLength(4 * 1024 * 1024);
    expect(() => unzstdWithin(packed, 1024 * 1024)).toThrow(/not an Anki package/);
  });

  it('files cards only into the importer’s own decks, leaving another user’s deck of the same name alone', async () => {
    const other = await signUp(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/card/create',
      headers: withSignIn(other.sid),
      payload: { cards: [{ question: 'mine', answer: 'only' }], deck: 'Languages' },
    });
    const otherDeckId = created.json().cards[0].deckId;
    const user = await signUp(t.app);
    await importPackage(user.sid, await legacyPackage(mixed));
    const decks = await t.database.db.execute<{ id: number; user_id: string; cards: number }>(
      sql`SELECT d.id::int AS id, d.user_id, count(c.id)::int AS cards FROM decks d LEFT JOIN cards c ON c.deck_id = d.id
          WHERE lower(d.name) = 'languages' GROUP BY d.id`,
    );
    const byOwner = new Map(decks.rows.map((row) => [row.user_id, row]));
    expect(byOwner.get(other.userId)).toMatchObject({ id: otherDeckId, cards: 1 });
    expect(byOwner.get(user.userId)!.id).not.toBe(otherDeckId);
    expect(await userCards(other.userId)).toHaveLength(1);
  });

  it('needs a sign-in', async () => {
    const body = multipartBody(
      {},
      { name: 'x.apkg', type: 'application/octet-stream', bytes: Buffer.from('x'), field: 'package' },
    );
    const response = await t.app.inject({ method: 'POST', url: '/api/card/import/apkg', ...body });
    expect(response.statusCode).toBe(401);
  });
});

describe('card/export?format=apkg', () => {
  it('round-trips: what Kurio exports, an import reads back as the same cards in the same decks', async () => {
    const source = await signUp(t.app);
    const cards = [
      { question: 'What is **bold**?', answer: 'Text in `code` and _emphasis_', deck: 'Markdown' },
      { question: 'Subdeck card', answer: '- one\n- two', deck: 'Markdown::Lists' },
    ];
    for (const { deck, ...card } of cards) {
      await t.app.inject({
        method: 'POST',
        url: '/api/card/create',
        headers: withSignIn(source.sid),
        payload: { cards: [card], deck },
      });
    }
    const exported = await t.app.inject({ url: '/api/card/export?format=apkg', headers: withSignIn(source.sid) });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/\.apkg"$/);
    const target = await signUp(t.app);
    const imported = await importPackage(target.sid, exported.rawPayload);
    expect(imported.json()).toMatchObject({
      imported: 2,
      decks: [
        { name: 'Markdown', imported: 1 },
        { name: 'Markdown::Lists', imported: 1 },
      ],
      noteTypes: [{ name: 'Kurio Basic', readAs: 'basic', notes: 2 }],
      skipped: [],
    });
    const lists = (await t.app.inject({ url: '/api/card/decks', headers: withSignIn(source.sid) }))
      .json()
      .decks.find((deck: { name: string }) => deck.name === 'Markdown::Lists');
    const oneDeck = await t.app.inject({
      url: `/api/card/export?format=apkg&deckId=${lists.id}`,
      headers: withSignIn(source.sid),
    });
    const deckOnly = await signUp(t.app);
    expect((await importPackage(deckOnly.sid, oneDeck.rawPayload)).json().decks).toEqual([
      { name: 'Markdown::Lists', imported: 1 },
    ]);
    const back = (await userCards(target.userId)).map(({ question, answer, deck }) => ({ question, answer, deck }));
    expect(back).toEqual([
      { question: 'What is **bold**?', answer: 'Text in `code` and _emphasis_', deck: 'Markdown' },
      { question: 'Subdeck card', answer: '-   one\n-   two', deck: 'Markdown::Lists' },
    ]);
  });

  it('round-trips cloze and reversed notes as Anki Cloze and "Basic (and reversed card)" notes', async () => {
    const source = await signUp(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/card/create',
      headers: withSignIn(source.sid),
      payload: {
        deck: 'Geography',
        cards: [
          { type: 'cloze', question: '{{c1::Paris}} is the capital of {{c2::France::country}}.', answer: 'Extra' },
          { type: 'reversed', question: 'river', answer: 'der Fluss' },
        ],
      },
    });
    expect(created.json().cards).toHaveLength(4);
    const exported = await t.app.inject({ url: '/api/card/export?format=apkg', headers: withSignIn(source.sid) });

    // Anki reads the package by these note types and templates; cards number from 0 within their note.
    const { readAnkiPackage } = await import('../services/anki-package');
    const { openAnkiCollection, readAnkiCollection } = await import('../services/anki-collection');
    const sqlite = await openAnkiCollection((await readAnkiPackage(exported.rawPayload)).collection);
    const collection = readAnkiCollection(sqlite);
    sqlite.close();
    const types = [...collection.noteTypes.values()].map((type) => ({
      name: type.name,
      cloze: type.cloze,
      templates: type.templates.map((template) => template.questionFormat),
    }));
    expect(types).toEqual(
      expect.arrayContaining([
        { name: 'Kurio Cloze', cloze: true, templates: ['{{cloze:Text}}'] },
        { name: 'Kurio Basic (and reversed card)', cloze: false, templates: ['{{Front}}', '{{Back}}'] },
      ]),
    );
    expect(collection.cards.map((card) => card.ord)).toEqual([0, 1, 0, 1]);
    expect([...collection.notes.values()].map((note) => note.fields)).toEqual([
      ['<p>{{c1::Paris}} is the capital of {{c2::France::country}}.</p>', '<p>Extra</p>'],
      ['<p>river</p>', '<p>der Fluss</p>'],
    ]);

    const target = await signUp(t.app);
    const imported = await importPackage(target.sid, exported.rawPayload);
    expect(imported.json()).toMatchObject({
      imported: 4,
      noteTypes: expect.arrayContaining([
        { name: 'Kurio Cloze', readAs: 'cloze', notes: 1 },
        { name: 'Kurio Basic (and reversed card)', readAs: 'reversed', notes: 1 },
      ]),
    });
    const listed = (await t.app.inject({ url: '/api/card/list', headers: withSignIn(target.sid) })).json().cards;
    expect(
      listed
        .map((card: { type: string; ordinal: number; question: string }) => [card.type, card.ordinal, card.question])
        .reverse(),
    ).toEqual([
      ['cloze', 1, '[...] is the capital of France.'],
      ['cloze', 2, 'Paris is the capital of [country].'],
      ['reversed', 1, 'river'],
      ['reversed', 2, 'der Fluss'],
    ]);
  });
});

async function emptySqlite(): Promise<Uint8Array> {
  const { loadSqlJs } = await import('../services/anki-collection');
  const SQL = await loadSqlJs();
  const db = new SQL.Database();
  db.run('CREATE TABLE other (x integer)');
  const bytes = db.export();
  db.close();
  return bytes;
}
