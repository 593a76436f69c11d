import { createHash, randomUUID } from 'node:crypto';
import { type CardType, cardTypes, type NoteFields } from '@kurio/shared/card-render';
import { parseOcclusion } from '@kurio/shared/occlusion';
import type { SchedulerState } from '@kurio/shared/scheduler/scheduler-state';
import { Marked } from 'marked';
import type { Database } from 'sql.js';
import type { Db } from '../../../db/client';
import { loadSqlJs } from './anki-collection';
import { writeRevlog } from './anki-export-revlog';
import { mediaIdOf } from './anki-media';
import { ankiImageOcclusionKind, ankiOcclusionFields, writeAnkiOcclusions } from './anki-occlusion';
import { writeAnkiPackage } from './anki-package';
import { ankiSchedule } from './anki-scheduling';
import { userMediaFiles } from './card-media';
import { ownCards } from './export';

/**
 * The legacy collection layout (schema 11) that every Anki version imports: note types and decks as JSON in
 * `col`, one row per note and per card. Column names follow Anki's schema; the tables are written here.
 */
export const legacySchema = `
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
CREATE TABLE revlog (id integer PRIMARY KEY, cid integer NOT NULL, usn integer NOT NULL, ease integer NOT NULL,
  ivl integer NOT NULL, lastIvl integer NOT NULL, factor integer NOT NULL, time integer NOT NULL,
  type integer NOT NULL);
CREATE TABLE graves (usn integer NOT NULL, oid integer NOT NULL, type integer NOT NULL);
CREATE INDEX ix_cards_nid ON cards (nid);
CREATE INDEX ix_cards_sched ON cards (did, queue, due);
CREATE INDEX ix_notes_csum ON notes (csum);
`;

const defaultDeckId = 1;
const fallbackDeck = 'Kurio';

const field = (name: string, ord: number) => ({ name, ord, sticky: false, rtl: false, font: 'Arial', size: 20 });

const answerAfter = (front: string, back: string) => `${front}\n\n<hr id=answer>\n\n${back}`;

interface NoteTypeShape {
  cloze: boolean;
  fields: string[];
  templates: { name: string; qfmt: string; afmt: string }[];
  /** Anki's OriginalStockKind, which it needs to open an Image Occlusion note; its fields are then tagged by ord. */
  stockKind?: number;
}

/** A note type as Anki's legacy `col.models` holds it. */
function noteType(id: number, seconds: number, name: string, shape: NoteTypeShape) {
  return {
    id,
    name,
    type: shape.cloze ? 1 : 0,
    ...(shape.stockKind ? { originalStockKind: shape.stockKind } : {}),
    mod: seconds,
    usn: -1,
    sortf: 0,
    did: null,
    flds: shape.fields.map((fieldName, ord) => ({
      ...field(fieldName, ord),
      ...(shape.stockKind ? { tag: ord, preventDeletion: ord < 4 } : {}),
    })),
    tmpls: shape.templates.map((template, ord) => ({ ...template, ord })),
    css: '.card { font-family: arial; font-size: 20px; text-align: left; } .cloze { font-weight: bold; color: blue; }',
    req: shape.templates.map((_, ord) => [ord, 'any', [shape.cloze ? 0 : ord]]),
    tags: [],
  };
}

/**
 * Anki's Image Occlusion template: the header, the shapes as a hidden cloze, the image in the container Anki's own
 * script (anki.imageOcclusion.setup) draws the masks over.
 */
const occlusionQuestion = `{{#Header}}<div>{{Header}}</div>{{/Header}}
<div style="display: none">{{cloze:Occlusion}}</div>
<div id="err"></div>
<div id="image-occlusion-container">
    {{Image}}
    <canvas id="image-occlusion-canvas"></canvas>
</div>
<script>
try { anki.imageOcclusion.setup(); } catch (exc) { document.getElementById("err").innerHTML = \`\${exc}\`; }
</script>`;

/**
 * Kurio's note types as the Anki note types of the same kind: Basic, Basic (and reversed card), Cloze, Image
 * Occlusion.
 */
const noteTypeShapes: Record<CardType, NoteTypeShape & { name: string }> = {
  basic: {
    name: 'Kurio Basic',
    cloze: false,
    fields: ['Front', 'Back'],
    templates: [{ name: 'Card 1', qfmt: '{{Front}}', afmt: answerAfter('{{FrontSide}}', '{{Back}}') }],
  },
  reversed: {
    name: 'Kurio Basic (and reversed card)',
    cloze: false,
    fields: ['Front', 'Back'],
    templates: [
      { name: 'Card 1', qfmt: '{{Front}}', afmt: answerAfter('{{FrontSide}}', '{{Back}}') },
      { name: 'Card 2', qfmt: '{{Back}}', afmt: answerAfter('{{FrontSide}}', '{{Front}}') },
    ],
  },
  cloze: {
    name: 'Kurio Cloze',
    cloze: true,
    fields: ['Text', 'Back Extra'],
    templates: [{ name: 'Cloze', qfmt: '{{cloze:Text}}', afmt: '{{cloze:Text}}<br>\n{{Back Extra}}' }],
  },
  occlusion: {
    name: 'Kurio Image Occlusion',
    cloze: true,
    stockKind: ankiImageOcclusionKind,
    fields: [...ankiOcclusionFields],
    templates: [
      {
        name: 'Image Occlusion',
        qfmt: occlusionQuestion,
        afmt: `${occlusionQuestion}\n<div><button id="toggle">Toggle Masks</button></div>\n{{#Back Extra}}<div>{{Back Extra}}</div>{{/Back Extra}}`,
      },
    ],
  },
};

function deck(id: number, name: string, seconds: number) {
  const today = [0, 0];
  return {
    id,
    name,
    mod: seconds,
    usn: -1,
    desc: '',
    dyn: 0,
    conf: 1,
    collapsed: false,
    lrnToday: today,
    revToday: today,
    newToday: today,
    timeToday: today,
  };
}

/** The package file of a stored image's URL, collecting the ids of those used in `used`. */
function mediaFileOf(fileNames: ReadonlyMap<string, string>, used: Set<string>) {
  return (url: string) => {
    const id = mediaIdOf(url);
    const name = id && fileNames.get(id);
    if (!id || !name) return undefined;
    used.add(id);
    return name;
  };
}

/** Markdown as Anki HTML. An image kept from an import points at its file in the package instead of Kurio's URL. */
function htmlWriter(fileOf: (url: string) => string | undefined) {
  const marked = new Marked({
    walkTokens(token) {
      if (token.type !== 'image') return;
      token.href = fileOf(token.href) ?? token.href;
    },
  });
  return (markdown: string) => (marked.parse(markdown, { async: false }) as string).trim();
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** A note's fields as its Anki note type orders them, in HTML. */
function ankiFields(
  note: NoteFields,
  toHtml: (markdown: string) => string,
  fileOf: (url: string) => string | undefined,
) {
  const extra = note.answer ? toHtml(note.answer) : '';
  if (note.type !== 'occlusion') return [toHtml(note.question), extra];
  const occlusion = parseOcclusion(note.question);
  const image = occlusion && fileOf(occlusion.image);
  return [
    occlusion ? writeAnkiOcclusions(occlusion) : '',
    image ? `<img src="${escapeHtml(image)}">` : '',
    escapeHtml(occlusion?.header ?? ''),
    extra,
    '',
  ];
}
const plainText = (html: string) => html.replace(/<[^>]*>/g, '').trim();
/** Anki's duplicate check: the first 8 hex digits of the SHA-1 of the first field's text. */
const checksum = (text: string) => Number.parseInt(createHash('sha1').update(text).digest('hex').slice(0, 8), 16);

type ExportRow = {
  id: number;
  note: NoteFields;
  noteId: string;
  ordinal: number;
  deck: string | null;
  dueAt: Date;
  schedulerState: SchedulerState;
};

/** An Anki id per deck of the cards (consecutive after `ms`), and the collection's decks, Default included. */
function exportDecks(rows: ExportRow[], ms: number, seconds: number) {
  const deckIds = new Map<string, number>();
  for (const name of rows.map((row) => row.deck ?? fallbackDeck)) {
    if (!deckIds.has(name)) deckIds.set(name, ms + 1 + deckIds.size);
  }
  const deckJson = Object.fromEntries([
    [defaultDeckId, deck(defaultDeckId, 'Default', seconds)],
    ...[...deckIds].map(([name, id]) => [id, deck(id, name, seconds)]),
  ]);
  return { deckIds, deckJson };
}

interface NoteIds {
  firstId: number;
  /** The collection's day 0, epoch seconds. */
  crt: number;
  noteTypeIds: Record<CardType, number>;
  seconds: number;
  deckIds: Map<string, number>;
  toHtml: (markdown: string) => string;
  fileOf: (url: string) => string | undefined;
}

/**
 * An Anki note of the matching type per Kurio note and an Anki card per row, in the row's deck and with its
 * schedule, ids counted on from `firstId`. Answers each row's Anki card id.
 */
function insertNotes(
  db3: Database,
  rows: ExportRow[],
  { firstId, crt, noteTypeIds, seconds, deckIds, toHtml, fileOf }: NoteIds,
): Map<number, number> {
  let nextId = firstId;
  const ankiNoteIds = new Map<string, number>();
  const ankiCardIds = new Map<number, number>();
  rows.forEach((row, index) => {
    let noteId = ankiNoteIds.get(row.noteId);
    if (noteId === undefined) {
      noteId = nextId++;
      ankiNoteIds.set(row.noteId, noteId);
      const fields = ankiFields(row.note, toHtml, fileOf);
      const front = plainText(fields[0]!);
      db3.run(`INSERT INTO notes VALUES (?, ?, ?, ?, -1, '', ?, ?, ?, 0, '')`, [
        noteId,
        randomUUID(),
        noteTypeIds[row.note.type],
        seconds,
        fields.join('\x1f'),
        front,
        checksum(front),
      ]);
    }
    const cardId = nextId++;
    ankiCardIds.set(row.id, cardId);
    // Anki numbers a note's cards from 0: the reversed card is 1, a cloze card its deletion number less one.
    db3.run(`INSERT INTO cards VALUES (?, ?, ?, ?, ?, -1, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, 0, ?)`, [
      cardId,
      noteId,
      deckIds.get(row.deck ?? fallbackDeck)!,
      row.ordinal - 1,
      seconds,
      ...ankiSchedule(row.schedulerState, row.dueAt, crt, index + 1),
    ]);
  });
  return ankiCardIds;
}

/**
 * A deck's cards, or all of the user's, as an .apkg of Basic, reversed, Cloze and Image Occlusion notes in decks of the same names, with their
 * schedules, the images the cards show and their review history.
 */
export async function exportAnkiPackage(
  db: Db,
  userId: string,
  deckId?: number,
  now = new Date(),
): Promise<Uint8Array> {
  const rows = await ownCards(db, userId, deckId);
  const ms = now.getTime();
  const seconds = Math.floor(ms / 1000);
  // Anki ids are millisecond timestamps; consecutive ones around now keep them unique within the file.
  const noteTypeIds: Record<CardType, number> = { basic: ms, reversed: ms - 1, cloze: ms - 2, occlusion: ms - 3 };
  const { deckIds, deckJson } = exportDecks(rows, ms, seconds);

  const media = await userMediaFiles(db, userId);
  const used = new Set<string>();
  const fileOf = mediaFileOf(new Map(media.map((file) => [file.id, file.packageName])), used);
  const toHtml = htmlWriter(fileOf);

  const crt = Math.floor(new Date(now).setUTCHours(0, 0, 0, 0) / 1000);
  const SQL = await loadSqlJs();
  const db3 = new SQL.Database();
  try {
    db3.run(legacySchema);
    db3.run(`INSERT INTO col VALUES (1, ?, ?, ?, 11, 0, 0, 0, '{}', ?, ?, '{}', '{}')`, [
      crt,
      ms,
      ms,
      JSON.stringify(
        Object.fromEntries(
          // Basic always, so even an empty package has a note type; the others only when a note uses them.
          cardTypes
            .filter((type) => type === 'basic' || rows.some((row) => row.note.type === type))
            .map((type) => {
              const { name, ...shape } = noteTypeShapes[type];
              return [noteTypeIds[type], noteType(noteTypeIds[type], seconds, name, shape)];
            }),
        ),
      ),
      JSON.stringify(deckJson),
    ]);
    const firstId = ms + 1 + deckIds.size;
    const ankiIds = insertNotes(db3, rows, { firstId, crt, noteTypeIds, seconds, deckIds, toHtml, fileOf });
    await writeRevlog(db3, db, { userId, deckId, ankiIds });
    const collection = db3.export();
    const files = await Promise.all(
      media.filter((file) => used.has(file.id)).map(async (file) => [file.packageName, await file.read()] as const),
    );
    return writeAnkiPackage(collection, Object.fromEntries(files));
  } finally {
    db3.close();
  }
}
