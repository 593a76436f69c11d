import { createHash } from 'node:crypto';
import { constants, zstdCompressSync } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';
import protobuf from 'protobufjs';
import type { Database } from 'sql.js';
import { loadSqlJs } from '../services/anki-collection';
import { legacySchema } from '../services/anki-export';

/** Test packages written the way Anki writes them, from a short description. */
export interface FixtureNoteType {
  id: number;
  name: string;
  cloze?: boolean;
  fields: string[];
  templates: { qfmt: string; afmt: string }[];
}

export interface FixtureCard {
  ord: number;
  deckId: number;
  type?: number;
  queue?: number;
  due?: number;
  ivl?: number;
  factor?: number;
  reps?: number;
  lapses?: number;
  data?: string;
}

export interface FixtureCollection {
  /** Day 0 of review due numbers, epoch seconds. */
  crt: number;
  noteTypes: FixtureNoteType[];
  /** Deck names with "::" between parent and child. */
  decks: Record<number, string>;
  notes: { id: number; noteTypeId: number; fields: string[]; cards: FixtureCard[] }[];
  /** Review log entries; card ids count from 1 in the order the notes list their cards. */
  revlog?: FixtureReview[];
  /** A review log without a primary key, as tools other than Anki may write it, so ids can repeat. */
  keylessRevlog?: boolean;
}

/** One revlog row: `id` the review's epoch ms, `ease` the button (0 manual), `type` 0–5. */
export interface FixtureReview {
  id: number;
  cid: number;
  ease: number;
  type?: number;
  ivl?: number;
  factor?: number;
  time?: number;
}

export const basicType: FixtureNoteType = {
  id: 1001,
  name: 'Basic',
  fields: ['Front', 'Back'],
  templates: [{ qfmt: '{{Front}}', afmt: '{{FrontSide}}<hr id=answer>{{Back}}' }],
};
/** A collection of `count` Basic notes ("Question i" / "Answer i") in one deck besides Default. */
export const basicCollection = (count: number, deck: string, crt = 1_700_000_000): FixtureCollection => ({
  crt,
  noteTypes: [basicType],
  decks: { 1: 'Default', 2: deck },
  notes: Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    noteTypeId: basicType.id,
    fields: [`Question ${i}`, `Answer ${i}`],
    cards: [{ ord: 0, deckId: 2 }],
  })),
});

/** Named in another language, to show types are recognised by structure. */
export const reversedType: FixtureNoteType = {
  id: 1002,
  name: 'Einfach (mit umgedrehter Karte)',
  fields: ['Vorderseite', 'Rückseite'],
  templates: [
    { qfmt: '{{Vorderseite}}', afmt: '{{FrontSide}}<hr id=answer>{{Rückseite}}' },
    { qfmt: '{{Rückseite}}', afmt: '{{FrontSide}}<hr id=answer>{{Vorderseite}}' },
  ],
};
export const optionalReversedType: FixtureNoteType = {
  id: 1003,
  name: 'Basic (optional reversed card)',
  fields: ['Front', 'Back', 'Add Reverse'],
  templates: [
    { qfmt: '{{Front}}', afmt: '{{FrontSide}}<hr id=answer>{{Back}}' },
    { qfmt: '{{#Add Reverse}}{{Back}}{{/Add Reverse}}', afmt: '{{FrontSide}}<hr id=answer>{{Front}}' },
  ],
};
export const clozeType: FixtureNoteType = {
  id: 1004,
  name: 'Lückentext',
  cloze: true,
  fields: ['Text', 'Back Extra'],
  templates: [{ qfmt: '{{cloze:Text}}', afmt: '{{cloze:Text}}<br>{{Back Extra}}' }],
};
/** Three templates over three fields: read by its first two fields. */
export const vocabularyType: FixtureNoteType = {
  id: 1005,
  name: 'Vocabulary (3 cards)',
  fields: ['Word', 'Meaning', 'Example'],
  templates: [
    { qfmt: '{{Word}}', afmt: '{{Meaning}}' },
    { qfmt: '{{Meaning}}', afmt: '{{Word}}' },
    { qfmt: '{{Example}}', afmt: '{{Word}}' },
  ],
};

function insertReviews(db: Database, collection: FixtureCollection) {
  if (collection.keylessRevlog) {
    db.run(`DROP TABLE revlog; CREATE TABLE revlog (id integer, cid integer, usn integer, ease integer, ivl integer,
      lastIvl integer, factor integer, time integer, type integer)`);
  }
  const statement = db.prepare('INSERT INTO revlog VALUES (?, ?, -1, ?, ?, 0, ?, ?, ?)');
  for (const review of collection.revlog ?? []) {
    statement.run([
      review.id,
      review.cid,
      review.ease,
      review.ivl ?? 1,
      review.factor ?? 2500,
      review.time ?? 6000,
      review.type ?? 1,
    ]);
  }
  statement.free();
}

function insertNotesAndCards(db: Database, collection: FixtureCollection) {
  let cardId = 1;
  for (const note of collection.notes) {
    db.run(`INSERT INTO notes VALUES (?, ?, ?, 0, -1, '', ?, '', 0, 0, '')`, [
      note.id,
      `guid${note.id}`,
      note.noteTypeId,
      note.fields.join('\x1f'),
    ]);
    for (const card of note.cards) {
      db.run(`INSERT INTO cards VALUES (?, ?, ?, ?, 0, -1, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, 0, ?)`, [
        cardId++,
        note.id,
        card.deckId,
        card.ord,
        card.type ?? 0,
        card.queue ?? card.type ?? 0,
        card.due ?? cardId,
        card.ivl ?? 0,
        card.factor ?? 0,
        card.reps ?? 0,
        card.lapses ?? 0,
        card.data ?? '',
      ]);
    }
  }
  insertReviews(db, collection);
}

/** A schema 11 collection: note types and decks as JSON in `col`. */
export async function legacyCollection(collection: FixtureCollection): Promise<Uint8Array> {
  const SQL = await loadSqlJs();
  const db = new SQL.Database();
  db.run(legacySchema);
  const models = Object.fromEntries(
    collection.noteTypes.map((type) => [
      type.id,
      {
        id: type.id,
        name: type.name,
        type: type.cloze ? 1 : 0,
        flds: type.fields.map((name, ord) => ({ name, ord })),
        tmpls: type.templates.map((t, ord) => ({ name: `Card ${ord + 1}`, ord, qfmt: t.qfmt, afmt: t.afmt })),
      },
    ]),
  );
  const decks = Object.fromEntries(
    Object.entries(collection.decks).map(([id, name]) => [id, { id: Number(id), name }]),
  );
  db.run(`INSERT INTO col VALUES (1, ?, 0, 0, 11, 0, 0, 0, '{}', ?, ?, '{}', '{}')`, [
    collection.crt,
    JSON.stringify(models),
    JSON.stringify(decks),
  ]);
  insertNotesAndCards(db, collection);
  const bytes = db.export();
  db.close();
  return bytes;
}

const protoRoot = protobuf.Root.fromJSON({
  nested: {
    NotetypeConfig: { fields: { kind: { type: 'int32', id: 1 }, css: { type: 'string', id: 3 } } },
    TemplateConfig: { fields: { qFormat: { type: 'string', id: 1 }, aFormat: { type: 'string', id: 2 } } },
    MediaEntry: {
      fields: { name: { type: 'string', id: 1 }, size: { type: 'uint32', id: 2 }, sha1: { type: 'bytes', id: 3 } },
    },
    MediaEntries: { fields: { entries: { rule: 'repeated', type: 'MediaEntry', id: 1 } } },
  },
});
const encode = (type: string, value: object) => {
  const message = protoRoot.lookupType(type);
  return message.encode(message.create(value)).finish();
};

/** A schema 18 collection as Anki 2.1.50+ writes into collection.anki21b, names in Anki's `unicase` collation. */
async function schema18Collection(collection: FixtureCollection): Promise<Uint8Array> {
  const SQL = await loadSqlJs();
  const db = new SQL.Database();
  db.run(`
    CREATE TABLE col (id integer PRIMARY KEY, crt integer NOT NULL, mod integer NOT NULL, scm integer NOT NULL,
      ver integer NOT NULL, dty integer NOT NULL, usn integer NOT NULL, ls integer NOT NULL, conf text NOT NULL,
      models text NOT NULL, decks text NOT NULL, dconf text NOT NULL, tags text NOT NULL);
    CREATE TABLE notes (id integer PRIMARY KEY, guid text NOT NULL, mid integer NOT NULL, mod integer NOT NULL,
      usn integer NOT NULL, tags text NOT NULL, flds text NOT NULL, sfld integer NOT NULL, csum integer NOT NULL,
      flags integer NOT NULL, data text NOT NULL);
    CREATE TABLE cards (id integer PRIMARY KEY, nid integer NOT NULL, did integer NOT NULL, ord integer NOT NULL,
      mod integer NOT NULL, usn integer NOT NULL, type integer NOT NULL, queue integer NOT NULL, due integer NOT NULL,
      ivl integer NOT NULL, factor integer NOT NULL, reps integer NOT NULL, lapses integer NOT NULL,
      left integer NOT NULL, odue integer NOT NULL, odid integer NOT NULL, flags integer NOT NULL, data text NOT NULL);
    CREATE TABLE notetypes (id integer NOT NULL PRIMARY KEY, name text NOT NULL COLLATE nocase,
      mtime_secs integer NOT NULL, usn integer NOT NULL, config blob NOT NULL);
    CREATE TABLE fields (ntid integer NOT NULL, ord integer NOT NULL, name text NOT NULL COLLATE nocase,
      config blob NOT NULL, PRIMARY KEY (ntid, ord)) without rowid;
    CREATE TABLE templates (ntid integer NOT NULL, ord integer NOT NULL, name text NOT NULL COLLATE nocase,
      mtime_secs integer NOT NULL, usn integer NOT NULL, config blob NOT NULL, PRIMARY KEY (ntid, ord)) without rowid;
    CREATE TABLE decks (id integer PRIMARY KEY NOT NULL, name text NOT NULL COLLATE nocase,
      mtime_secs integer NOT NULL, usn integer NOT NULL, common blob NOT NULL, kind blob NOT NULL);
    CREATE TABLE revlog (id integer PRIMARY KEY, cid integer NOT NULL, usn integer NOT NULL, ease integer NOT NULL,
      ivl integer NOT NULL, lastIvl integer NOT NULL, factor integer NOT NULL, time integer NOT NULL,
      type integer NOT NULL);
    CREATE UNIQUE INDEX idx_decks_name ON decks (name);
  `);
  db.run(`INSERT INTO col VALUES (1, ?, 0, 0, 18, 0, 0, 0, '', '', '', '', '')`, [collection.crt]);
  for (const type of collection.noteTypes) {
    db.run('INSERT INTO notetypes VALUES (?, ?, 0, -1, ?)', [
      type.id,
      type.name,
      encode('NotetypeConfig', { kind: type.cloze ? 1 : 0, css: '.card {}' }),
    ]);
    type.fields.forEach((name, ord) => {
      db.run('INSERT INTO fields VALUES (?, ?, ?, ?)', [type.id, ord, name, new Uint8Array()]);
    });
    type.templates.forEach((t, ord) => {
      db.run('INSERT INTO templates VALUES (?, ?, ?, 0, -1, ?)', [
        type.id,
        ord,
        `Card ${ord + 1}`,
        encode('TemplateConfig', { qFormat: t.qfmt, aFormat: t.afmt }),
      ]);
    });
  }
  for (const [id, name] of Object.entries(collection.decks)) {
    db.run('INSERT INTO decks VALUES (?, ?, 0, -1, ?, ?)', [
      Number(id),
      name.split('::').join('\x1f'),
      new Uint8Array(),
      new Uint8Array(),
    ]);
  }
  insertNotesAndCards(db, collection);
  // Anki declares its own `unicase` collation, which sql.js lacks: written here as Anki's files have it.
  db.run(`PRAGMA writable_schema = ON;
    UPDATE sqlite_master SET sql = replace(sql, 'COLLATE nocase', 'COLLATE unicase') WHERE type = 'table';
    PRAGMA writable_schema = OFF;`);
  const bytes = db.export();
  db.close();
  return bytes;
}

/** An .apkg with a legacy collection under `name` (collection.anki2 or collection.anki21), and media. */
export async function legacyPackage(
  collection: FixtureCollection,
  name = 'collection.anki2',
  media: Record<string, Uint8Array> = {},
): Promise<Buffer> {
  const mediaIndex = Object.fromEntries(Object.keys(media).map((file, index) => [String(index), file]));
  const mediaFiles = Object.fromEntries(Object.values(media).map((bytes, index) => [String(index), bytes]));
  return Buffer.from(
    zipSync({ [name]: await legacyCollection(collection), media: strToU8(JSON.stringify(mediaIndex)), ...mediaFiles }),
  );
}

/** The notice Anki leaves in the legacy file of a package whose real collection is anki21b. */
const pleaseUpdate: FixtureCollection = {
  crt: 0,
  noteTypes: [basicType],
  decks: { 1: 'Default' },
  notes: [
    {
      id: 1,
      noteTypeId: basicType.id,
      fields: ['Please update to the latest Anki version, then import the .colpkg/.apkg file again.', ''],
      cards: [{ ord: 0, deckId: 1 }],
    },
  ],
};

/** Zstandard as Anki packs with it, from Node's own zlib. */
export const zstd = (data: Uint8Array, level: number) =>
  zstdCompressSync(data, { params: { [constants.ZSTD_c_compressionLevel]: level } });

/**
 * An .apkg as current Anki writes it: zstd-compressed schema 18 in collection.anki21b beside the stub, and its media
 * list as zstd-compressed protobuf (MediaEntries), file i zstd-compressed as entry "i".
 */
export async function modernPackage(
  collection: FixtureCollection,
  media: Record<string, Uint8Array> = {},
): Promise<Buffer> {
  const files = Object.entries(media);
  const list = encode('MediaEntries', {
    entries: files.map(([name, bytes]) => ({
      name,
      size: bytes.length,
      sha1: createHash('sha1').update(bytes).digest(),
    })),
  });
  return Buffer.from(
    zipSync({
      'collection.anki2': await legacyCollection(pleaseUpdate),
      'collection.anki21b': zstd(await schema18Collection(collection), 3),
      media: files.length > 0 ? zstd(list, 3) : new Uint8Array(),
      ...Object.fromEntries(files.map(([, bytes], index) => [String(index), zstd(bytes, 3)])),
    }),
  );
}

/** One package builder per collection generation Anki writes, by the name of the collection inside. */
export const packageGenerations = [
  ['collection.anki2', (collection: FixtureCollection) => legacyPackage(collection)],
  ['collection.anki21', (collection: FixtureCollection) => legacyPackage(collection, 'collection.anki21')],
  ['collection.anki21b', modernPackage],
] as const;
