import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import initSqlJs from 'sql.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, withSignIn } from '../../../../test/helpers/http';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { basicCollection, legacyPackage } from './anki-fixtures';
import { importApkg } from './anki-upload';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitRules: { signupPerIp: { limit: 1000, windowMs: 60_000 } } });
});
afterAll(() => t.close());

/** Written by anki-apkg-export (apps/server/test/fixtures/other-tools/README.md). */
const biology = readFileSync(new URL('../../../../test/fixtures/other-tools/biology.apkg', import.meta.url));

const importPackage = (sid: string, bytes: Buffer, scheduling?: string) => importApkg(t.app, sid, bytes, scheduling);

async function listCards(sid: string) {
  const response = await t.app.inject({ url: '/api/card/list?limit=200', headers: withSignIn(sid) });
  return (response.json().cards as { question: string; answer: string; deckName: string }[])
    .map(({ question, answer, deckName }) => ({ question, answer, deckName }))
    .sort((a, b) => a.question.localeCompare(b.question));
}

const imageUrl = /!\[\]\((\/api\/card\/media\/[0-9a-f-]{36})\)/;

describe('an .apkg written by anki-apkg-export', () => {
  it('imports card by card, keeps the image for its owner only, and reports the sound', async () => {
    const user = await signUp(t.app);
    const response = await importPackage(user.sid, biology);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      imported: 4,
      scheduling: 'fresh',
      decks: [{ name: 'Biology::Plants', imported: 4 }],
      noteTypes: [{ name: expect.any(String), readAs: 'basic', notes: 4 }],
      skipped: [{ reason: 'Sound files are not imported', count: 1, examples: ['chime.mp3'] }],
      reviews: { imported: 0, skipped: [] },
    });
    const cards = await listCards(user.sid);
    const withImage = cards.find((card) => card.answer === 'Green')!;
    expect(withImage.question).toMatch(/^What colour is chlorophyll\?\s+!\[\]\(\/api\/card\/media\/[0-9a-f-]{36}\)$/);
    expect(cards).toEqual([
      {
        question: 'Name two limiting factors',
        answer: '-   light intensity\n-   temperature',
        deckName: 'Biology::Plants',
      },
      { question: withImage.question, answer: 'Green', deckName: 'Biology::Plants' },
      {
        question: 'Where do the light reactions happen?',
        answer: 'In the **thylakoid** membranes',
        deckName: 'Biology::Plants',
      },
      { question: 'Which enzyme fixes CO2?', answer: 'Rubisco', deckName: 'Biology::Plants' },
    ]);

    const url = imageUrl.exec(withImage.question)![1]!;
    const image = await t.app.inject({ url, headers: withSignIn(user.sid) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const packaged = unzipSync(biology);
    const mediaMap: Record<string, string> = JSON.parse(new TextDecoder().decode(packaged.media));
    const entry = Object.keys(mediaMap).find((key) => mediaMap[key] === 'leaf.png')!;
    expect(Buffer.compare(image.rawPayload, Buffer.from(packaged[entry]!))).toBe(0);

    const stranger = await signUp(t.app);
    expect((await t.app.inject({ url, headers: withSignIn(stranger.sid) })).statusCode).toBe(404);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });

  it('exports what it imported as an .apkg that SQLite itself reads, and that imports back the same', async () => {
    const user = await signUp(t.app);
    await importPackage(user.sid, biology);
    const exported = await t.app.inject({ url: '/api/card/export?format=apkg', headers: withSignIn(user.sid) });
    expect(exported.statusCode).toBe(200);

    // Read with sql.js directly, as any SQLite reader would: not through Kurio's importer.
    const files = unzipSync(exported.rawPayload);
    const SQL = await initSqlJs();
    const db = new SQL.Database(files['collection.anki2']!);
    const [col] = db.exec('SELECT models, decks FROM col')[0]!.values;
    const decks = Object.values(JSON.parse(String(col![1])) as Record<string, { name: string }>).map((d) => d.name);
    expect(decks).toContain('Biology::Plants');
    const models = Object.values(JSON.parse(String(col![0])) as Record<string, { flds: { name: string }[] }>);
    expect(models.map((model) => model.flds.map((field) => field.name))).toEqual([['Front', 'Back']]);
    const notes = db
      .exec('SELECT flds FROM notes ORDER BY flds')[0]!
      .values.map(([flds]) => String(flds).split('\x1f'));
    expect(notes.map(([front]) => front)).toEqual([
      expect.stringMatching(/^<p>Name two limiting factors<\/p>/),
      expect.stringMatching(/^<p>What colour is chlorophyll\?/),
      expect.stringMatching(/^<p>Where do the light reactions happen\?<\/p>/),
      expect.stringMatching(/^<p>Which enzyme fixes CO2\?<\/p>/),
    ]);
    expect(notes[2]![1]).toContain('<strong>thylakoid</strong>');
    // The image travels as a package file the note's <img> names.
    const mediaMap: Record<string, string> = JSON.parse(new TextDecoder().decode(files.media));
    const [[entry, imageName]] = Object.entries(mediaMap) as [[string, string]];
    expect(notes[1]![0]).toContain(`<img src="${imageName}" alt="">`);
    expect([...files[entry]!.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const cardRows = db.exec('SELECT count(*), count(DISTINCT nid) FROM cards')[0]!.values[0];
    expect(cardRows).toEqual([4, 4]);
    db.close();

    const again = await signUp(t.app);
    const reimported = await importPackage(again.sid, exported.rawPayload);
    expect(reimported.json()).toMatchObject({ imported: 4, decks: [{ name: 'Biology::Plants', imported: 4 }] });
    expect(reimported.json().skipped).toEqual([]);
    // The same cards, the image stored again for its new owner under a new address.
    const back = await listCards(again.sid);
    const strip = (cards: { question: string; answer: string; deckName: string }[]) =>
      cards.map((card) => ({ ...card, question: card.question.replace(imageUrl, '![](image)') }));
    expect(strip(back)).toEqual(strip(await listCards(user.sid)));
    const newUrl = imageUrl.exec(back.find((card) => card.answer === 'Green')!.question)![1]!;
    expect((await t.app.inject({ url: newUrl, headers: withSignIn(again.sid) })).headers['content-type']).toBe(
      'image/png',
    );
  });
});

describe('hostile packages', () => {
  it('refuses 100,000 notes on the free plan whole, with the cap in the message, storing nothing', async () => {
    const user = await signUp(t.app);
    const bytes = await legacyPackage(basicCollection(100_000, 'Huge'));
    const started = Date.now();
    const response = await importPackage(user.sid, bytes);
    const seconds = (Date.now() - started) / 1000;
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'cardLimitReached',
      message:
        'This package has 100,000 notes and the free plan holds up to 100 cards (you can add 100 more). ' +
        'Upgrade to Pro for unlimited cards.',
    });
    const left = await t.database.db.execute(
      sql`SELECT (SELECT count(*) FROM cards WHERE user_id = ${user.userId})::int AS cards,
                 (SELECT count(*) FROM decks WHERE user_id = ${user.userId})::int AS decks`,
    );
    expect(left.rows[0]).toEqual({ cards: 0, decks: 0 });
    process.stdout.write(
      `100,000-note package (${(bytes.length / 1e6).toFixed(1)} MB) refused in ${seconds.toFixed(1)} s\n`,
    );
  }, 120_000);
});
