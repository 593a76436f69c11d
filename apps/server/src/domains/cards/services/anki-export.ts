import { createHash, randomUUID } from 'node:crypto';
import type { SchedulerState } from '@kurio/shared/scheduler/scheduler-state';
import { Marked } from 'marked';
import type { Database } from 'sql.js';
import type { Db } from '../../../db/client';
import { loadSqlJs } from './anki-collection';
import { writeRevlog } from './anki-export-revlog';
import { mediaIdOf } from './anki-media';
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

function basicNoteType(id: number, seconds: number) {
  return {
    id,
    name: 'Kurio Basic',
    type: 0,
    mod: seconds,
    usn: -1,
    sortf: 0,
    did: null,
    flds: [field('Front', 0), field('Back', 1)],
    tmpls: [{ name: 'Card 1', ord: 0, qfmt: '{{Front}}', afmt: '{{FrontSide}}\n\n<hr id=answer>\n\n{{Back}}' }],
    css: '.card { font-family: arial; font-size: 20px; text-align: left; }',
    req: [[0, 'any', [0]]],
    tags: [],
  };
}

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

/**
 * Markdown as Anki HTML. An image kept from an import points at its file in the package instead of Kurio's URL;
 * `used` collects those files' ids.
 */
function htmlWriter(fileNames: ReadonlyMap<string, string>, used: Set<string>) {
  const marked = new Marked({
    walkTokens(token) {
      if (token.type !== 'image') return;
      const id = mediaIdOf(token.href);
      const name = id && fileNames.get(id);
      if (!id || !name) return;
      token.href = name;
      used.add(id);
    },
  });
  return (markdown: string) => (marked.parse(markdown, { async: false }) as string).trim();
}
const plainText = (html: string) => html.replace(/<[^>]*>/g, '').trim();
/** Anki's duplicate check: the first 8 hex digits of the SHA-1 of the first field's text. */
const checksum = (text: string) => Number.parseInt(createHash('sha1').update(text).digest('hex').slice(0, 8), 16);

type ExportRow = {
  id: number;
  question: string;
  answer: string;
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
  noteTypeId: number;
  seconds: number;
  deckIds: Map<string, number>;
  toHtml: (markdown: string) => string;
}

/**
 * A new Basic note and its card for each row, in the row's deck and with its schedule, ids counted on from
 * `firstId`.
 */
function insertNotes(
  db3: Database,
  rows: ExportRow[],
  { firstId, crt, noteTypeId, seconds, deckIds, toHtml }: NoteIds,
): void {
  rows.forEach((row, index) => {
    const id = firstId + index;
    const front = toHtml(row.question);
    db3.run(`INSERT INTO notes VALUES (?, ?, ?, ?, -1, '', ?, ?, ?, 0, '')`, [
      id,
      randomUUID(),
      noteTypeId,
      seconds,
      `${front}\x1f${toHtml(row.answer)}`,
      plainText(front),
      checksum(plainText(front)),
    ]);
    db3.run(`INSERT INTO cards VALUES (?, ?, ?, 0, ?, -1, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, 0, ?)`, [
      id,
      id,
      deckIds.get(row.deck ?? fallbackDeck)!,
      seconds,
      ...ankiSchedule(row.schedulerState, row.dueAt, crt, index + 1),
    ]);
  });
}

/**
 * A deck's cards, or all of the user's, as an .apkg of Basic notes in decks of the same names, with their
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
  // Anki ids are millisecond timestamps; consecutive ones from now keep them unique within the file.
  const noteTypeId = ms;
  const { deckIds, deckJson } = exportDecks(rows, ms, seconds);

  const media = await userMediaFiles(db, userId);
  const used = new Set<string>();
  const toHtml = htmlWriter(new Map(media.map((file) => [file.id, file.packageName])), used);

  const crt = Math.floor(new Date(now).setUTCHours(0, 0, 0, 0) / 1000);
  const SQL = await loadSqlJs();
  const db3 = new SQL.Database();
  try {
    db3.run(legacySchema);
    db3.run(`INSERT INTO col VALUES (1, ?, ?, ?, 11, 0, 0, 0, '{}', ?, ?, '{}', '{}')`, [
      crt,
      ms,
      ms,
      JSON.stringify({ [noteTypeId]: basicNoteType(noteTypeId, seconds) }),
      JSON.stringify(deckJson),
    ]);
    const firstId = ms + 1 + deckIds.size;
    insertNotes(db3, rows, { firstId, crt, noteTypeId, seconds, deckIds, toHtml });
    const ankiIds = new Map(rows.map((row, index) => [row.id, firstId + index]));
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
