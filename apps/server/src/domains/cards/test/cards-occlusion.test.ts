import { unzipSync } from 'fflate';
import initSqlJs from 'sql.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, withSignIn } from '../../../../test/helpers/http';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { multipartBody, pngBytes, tinyPdf } from '../../../../test/helpers/upload-samples';
import { type FixtureCollection, type FixtureNoteType, legacyPackage, modernPackage } from './anki-fixtures';
import { importApkg } from './anki-upload';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitRules: { signupPerIp: { limit: 1000, windowMs: 60_000 } } });
});
afterAll(() => t.close());

const get = (sid: string, url: string) => t.app.inject({ url, headers: withSignIn(sid) });
const post = (sid: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: withSignIn(sid), payload });
const cardCount = async (sid: string) => (await get(sid, '/api/card/list')).json().total as number;

function upload(sid: string, bytes: Buffer, name = 'heart.png', type = 'image/png') {
  const body = multipartBody({}, { name, type, bytes, field: 'image' });
  return t.app.inject({
    method: 'POST',
    url: '/api/card/image',
    headers: { ...withSignIn(sid), ...body.headers },
    payload: body.payload,
  });
}
const uploaded = async (sid: string) => (await upload(sid, pngBytes)).json() as { id: string; url: string };

type Area = [number, number, number, number, number];
const note = (image: string, areas: Area[], mode = 'hideOne') => ({
  type: 'occlusion',
  question: JSON.stringify({ image, mode, header: 'The heart', areas }),
  answer: 'Four chambers',
});

describe('image occlusion images', () => {
  it('stores PNG, JPEG and WebP for their owner, typed by their bytes, and serves them only to the owner', async () => {
    const user = await signUp(t.app);
    const jpeg = Buffer.from('ffd8ffe000104a46494600010100000100010000ffdb', 'hex');
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([36, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);
    for (const [bytes, mime] of [
      [pngBytes, 'image/png'],
      [jpeg, 'image/jpeg'],
      [webp, 'image/webp'],
    ] as const) {
      // The name and the declared type say nothing: the bytes decide.
      const response = await upload(user.sid, bytes, 'photo.gif', 'image/gif');
      expect(response.statusCode).toBe(200);
      const served = await get(user.sid, response.json().url);
      expect(served.headers['content-type']).toBe(mime);
    }
    const stranger = await signUp(t.app);
    expect((await get(stranger.sid, (await uploaded(user.sid)).url)).statusCode).toBe(404);
  });

  it('refuses other types by their bytes whatever the name, an empty file and one over 5 MB, never with a 500', async () => {
    const user = await signUp(t.app);
    const gif = Buffer.from('474946383961010001000000002c00000000010001000002', 'hex');
    for (const bytes of [tinyPdf(), gif, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')]) {
      const response = await upload(user.sid, bytes, 'looks-fine.png');
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({ image: 'Use a PNG, JPEG or WebP image' });
    }
    expect((await upload(user.sid, Buffer.alloc(0))).json().fieldErrors).toEqual({
      image: 'Choose an image to upload',
    });
    const huge = Buffer.concat([pngBytes, Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await upload(user.sid, huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().fieldErrors).toEqual({ image: 'The image is too large (at most 5 MB)' });
    const notMultipart = await post(user.sid, '/api/card/image', { image: 'x' });
    expect(notMultipart.statusCode).toBe(415);
  });
});

describe('image occlusion notes', () => {
  it('make one card per area, answered by card/next with a question any client can show and the note to draw', async () => {
    const user = await signUp(t.app);
    const { url } = await uploaded(user.sid);
    const created = await post(user.sid, '/api/card/create', {
      cards: [
        note(url, [
          [1, 0.1, 0.2, 0.3, 0.1],
          [2, 0.5, 0.5, 0.25, 0.25],
        ]),
      ],
    });
    expect(created.statusCode).toBe(200);
    const cards = created.json().cards;
    expect(
      cards.map((card: { ordinal: number; question: string; answer: string }) => [
        card.ordinal,
        card.question,
        card.answer,
      ]),
    ).toEqual([
      [1, 'Image occlusion: what is hidden? (area 1 of 2)', 'Four chambers'],
      [2, 'Image occlusion: what is hidden? (area 2 of 2)', 'Four chambers'],
    ]);
    const next = (await get(user.sid, '/api/card/next')).json().card;
    expect(next).toMatchObject({ id: cards[0].id, type: 'occlusion', typeAnswer: false });
    expect(JSON.parse(next.note.question)).toEqual({
      image: url,
      mode: 'hideOne',
      header: 'The heart',
      areas: [
        [1, 0.1, 0.2, 0.3, 0.1],
        [2, 0.5, 0.5, 0.25, 0.25],
      ],
    });
    // The device's copy for offline review carries the same note.
    const offline = (await get(user.sid, '/api/card/offline')).json().cards;
    expect(offline.map((card: { note: { question: string } }) => card.note.question)).toEqual([
      next.note.question,
      next.note.question,
    ]);
  });

  it('editing adds a card for a new area, removes the card of an area taken out, and switches the mode', async () => {
    const user = await signUp(t.app);
    const { url } = await uploaded(user.sid);
    const [first, second] = (
      await post(user.sid, '/api/card/create', {
        cards: [
          note(url, [
            [1, 0.1, 0.1, 0.2, 0.2],
            [2, 0.5, 0.5, 0.2, 0.2],
          ]),
        ],
      })
    ).json().cards;
    await post(user.sid, '/api/card/review', { id: first.id, quality: 4 });
    const edited = await post(user.sid, '/api/card/update', {
      id: second.id,
      ...note(
        url,
        [
          [1, 0.1, 0.1, 0.2, 0.2],
          [3, 0.7, 0.7, 0.1, 0.1],
        ],
        'hideAll',
      ),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().card).toMatchObject({ id: first.id, ordinal: 1 });
    expect(edited.json().card.dueAt).toBeGreaterThan(Date.now() + 3_600_000);
    const list = (await get(user.sid, '/api/card/list')).json().cards;
    expect(list.map((card: { ordinal: number }) => card.ordinal).sort()).toEqual([1, 3]);
    expect(JSON.parse(list[0].note.question).mode).toBe('hideAll');
  });

  it('refuses areas outside the image or of no size, no area, no image, another’s image or a typed answer, saving nothing', async () => {
    const user = await signUp(t.app);
    const { url } = await uploaded(user.sid);
    const stranger = await signUp(t.app);
    const theirs = (await uploaded(stranger.sid)).url;
    const refused = async (card: object) => {
      const response = await post(user.sid, '/api/card/create', {
        cards: [{ question: 'dog', answer: 'Hund' }, card],
      });
      expect(response.statusCode).toBe(400);
      return response.json().fieldErrors;
    };
    expect(await refused(note(url, [[1, 0.9, 0.1, 0.2, 0.1]]))).toEqual({
      'cards.1.question': 'Area 1 lies outside the image: keep it within the picture',
    });
    expect(await refused(note(url, [[1, -0.1, 0.1, 0.2, 0.1]]))).toEqual({
      'cards.1.question': 'Area 1 lies outside the image: keep it within the picture',
    });
    expect(
      await refused(
        note(url, [
          [1, 0.1, 0.1, 0.2, 0.1],
          [2, 0.3, 0.3, 0, 0.1],
        ]),
      ),
    ).toEqual({ 'cards.1.question': 'Area 2 has no size: give it a width and a height' });
    expect(await refused(note(url, []))).toEqual({ 'cards.1.question': 'Draw at least one area to hide' });
    expect(await refused(note('https://example.com/x.png', [[1, 0.1, 0.1, 0.1, 0.1]]))).toEqual({
      'cards.1.question': 'Upload an image, then draw the areas to hide',
    });
    expect(await refused({ type: 'occlusion', question: 'not json', answer: '' })).toEqual({
      'cards.1.question': 'Upload an image, then draw the areas to hide',
    });
    expect(await refused({ ...note(url, [[1, 0.1, 0.1, 0.1, 0.1]]), typeAnswer: true })).toEqual({
      'cards.1.typeAnswer': 'An image occlusion card cannot ask for a typed answer',
    });
    // Well-formed, but the image is someone else's: refused before anything is written.
    const foreign = await post(user.sid, '/api/card/create', { cards: [note(theirs, [[1, 0.1, 0.1, 0.1, 0.1]])] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fieldErrors).toEqual({ question: 'Upload an image, then draw the areas to hide' });
    expect(await cardCount(user.sid)).toBe(0);
    // An edit that would break the note leaves it as it was.
    const [card] = (await post(user.sid, '/api/card/create', { cards: [note(url, [[1, 0.1, 0.1, 0.1, 0.1]])] })).json()
      .cards;
    const broken = await post(user.sid, '/api/card/update', { id: card.id, ...note(url, [[1, 0.95, 0.1, 0.1, 0.1]]) });
    expect(broken.statusCode).toBe(400);
    expect((await get(user.sid, `/api/card/get?id=${card.id}`)).json().card.note.question).toBe(card.note.question);
  });
});

/** Anki's own Image Occlusion note type (rslib/src/image_occlusion/notetype.rs), as a package holds it. */
const ioQuestion = `{{#Header}}<div>{{Header}}</div>{{/Header}}
<div style="display: none">{{cloze:Occlusion}}</div>
<div id="err"></div>
<div id="image-occlusion-container">
    {{Image}}
    <canvas id="image-occlusion-canvas"></canvas>
</div>
<script>
try {
    anki.imageOcclusion.setup();
} catch (exc) {
    document.getElementById("err").innerHTML = \`Error loading image occlusion.<br><br>\${exc}\`;
}
</script>
`;
const imageOcclusionType: FixtureNoteType = {
  id: 1700000000001,
  name: 'Image Occlusion',
  cloze: true,
  fields: ['Occlusion', 'Image', 'Header', 'Back Extra', 'Comments'],
  templates: [
    {
      qfmt: ioQuestion,
      afmt: `${ioQuestion}\n<div><button id="toggle">Toggle Masks</button></div>\n{{#Back Extra}}<div>{{Back Extra}}</div>{{/Back Extra}}\n`,
    },
  ],
};
const occlusionField = [
  '{{c1::image-occlusion:rect:left=.2:top=.3:width=.1:height=.05:oi=1}}',
  '{{c2::image-occlusion:ellipse:left=.5:top=.1:width=.2:height=.1:rx=.1:ry=.05:oi=1}}',
  '{{c3::image-occlusion:polygon:points=.1,.6 .3,.7 .2,.9:oi=1}}',
  '{{c4::image-occlusion:text:text=Aorta\\:left:left=.6:top=.6:oi=1}}',
].join('<br>');

const ioCollection: FixtureCollection = {
  crt: 1_700_000_000,
  noteTypes: [imageOcclusionType],
  decks: { 1: 'Default', 7: 'Anatomy' },
  notes: [
    {
      id: 1,
      noteTypeId: imageOcclusionType.id,
      fields: [occlusionField, '<img src="heart.png">', 'The heart', 'Four <b>chambers</b>', 'my notes'],
      cards: [0, 1, 2, 3].map((ord) => ({ ord, deckId: 7 })),
    },
  ],
};

/** Anki 23.10+ writes collection.anki21b with zstd media; "support older versions" writes collection.anki21. */
const ioPackages = [
  ['collection.anki21b', () => modernPackage(ioCollection, { 'heart.png': pngBytes })],
  ['collection.anki21', () => legacyPackage(ioCollection, 'collection.anki21', { 'heart.png': pngBytes })],
] as const;

describe('Anki Image Occlusion notes', () => {
  it.each(ioPackages)(
    'import from a %s as an occlusion note with its image: rectangles as they are, ellipses and polygons as their bounding box, text left out, all counted',
    async (_name, build) => {
      const user = await signUp(t.app);
      const response = await importApkg(t.app, user.sid, await build());
      expect(response.statusCode).toBe(200);
      const report = response.json();
      expect(report.imported).toBe(3);
      expect(report.noteTypes).toEqual([{ name: 'Image Occlusion', readAs: 'imageOcclusion', notes: 1 }]);
      expect(report.skipped).toEqual([
        {
          reason: 'Image occlusion ellipses and polygons, imported as their bounding rectangle',
          count: 2,
          examples: [],
        },
        { reason: 'Image occlusion text labels, left out (they have no size)', count: 1, examples: [] },
        { reason: 'Image occlusion cards left without a shape', count: 1, examples: [expect.any(String)] },
      ]);
      const cards = (await get(user.sid, '/api/card/list')).json().cards;
      expect(cards.map((card: { ordinal: number }) => card.ordinal).sort()).toEqual([1, 2, 3]);
      const imported = JSON.parse(cards[0].note.question);
      expect(imported).toMatchObject({
        mode: 'hideAll',
        header: 'The heart',
        areas: [
          [1, 0.2, 0.3, 0.1, 0.05],
          [2, 0.5, 0.1, 0.2, 0.1],
          [3, 0.1, 0.6, 0.2, 0.3],
        ],
      });
      expect(cards[0].note.answer).toBe('Four **chambers**');
      expect(cards[0].deckName).toBe('Anatomy');
      const image = await get(user.sid, imported.image);
      expect(image.statusCode).toBe(200);
      expect(Buffer.compare(image.rawPayload, pngBytes)).toBe(0);
    },
  );

  it('export as Anki’s Image Occlusion note type with the image, and import back the same note', async () => {
    const user = await signUp(t.app);
    const { url } = await uploaded(user.sid);
    const areas: Area[] = [
      [1, 0.125, 0.25, 0.3333, 0.1],
      [2, 0.5, 0.5, 0.25, 0.25],
    ];
    await post(user.sid, '/api/card/create', { cards: [note(url, areas, 'hideAll')], deck: 'Anatomy' });
    const exported = await get(user.sid, '/api/card/export?format=apkg');
    expect(exported.statusCode).toBe(200);

    // As Anki reads it: the note type's stock kind and field tags, the fields, the image file.
    const files = unzipSync(exported.rawPayload);
    const SQL = await initSqlJs();
    const db = new SQL.Database(files['collection.anki2']!);
    const models = Object.values(JSON.parse(String(db.exec('SELECT models FROM col')[0]!.values[0]![0]))) as {
      name: string;
      type: number;
      originalStockKind?: number;
      flds: { name: string; tag?: number }[];
    }[];
    const io = models.find((model) => model.originalStockKind === 6)!;
    expect(io).toMatchObject({ type: 1, name: 'Kurio Image Occlusion' });
    expect(io.flds.map((field) => [field.name, field.tag])).toEqual([
      ['Occlusion', 0],
      ['Image', 1],
      ['Header', 2],
      ['Back Extra', 3],
      ['Comments', 4],
    ]);
    const [fields] = db.exec('SELECT flds FROM notes')[0]!.values.map(([flds]) => String(flds).split('\x1f'));
    db.close();
    expect(fields![0]).toBe(
      '{{c1::image-occlusion:rect:left=.125:top=.25:width=.3333:height=.1:oi=1}}<br>' +
        '{{c2::image-occlusion:rect:left=.5:top=.5:width=.25:height=.25:oi=1}}',
    );
    const imageFile = /<img src="([^"]+)">/.exec(fields![1]!)![1]!;
    const mediaMap: Record<string, string> = JSON.parse(new TextDecoder().decode(files.media));
    const entry = Object.keys(mediaMap).find((key) => mediaMap[key] === imageFile)!;
    expect(Buffer.compare(Buffer.from(files[entry]!), pngBytes)).toBe(0);
    expect(fields!.slice(2)).toEqual(['The heart', '<p>Four chambers</p>', '']);

    const target = await signUp(t.app);
    const back = await importApkg(t.app, target.sid, Buffer.from(exported.rawPayload));
    expect(back.json()).toMatchObject({ imported: 2, skipped: [] });
    const card = (await get(target.sid, '/api/card/list')).json().cards[0];
    const roundTrip = JSON.parse(card.note.question);
    expect(roundTrip).toMatchObject({ mode: 'hideAll', header: 'The heart', areas });
    expect(card.note.answer).toBe('Four chambers');
  });
});
