import protobuf from 'protobufjs';
import initSqlJs, { type Database, type SqlValue } from 'sql.js';

/** sql.js compiles its WebAssembly once per process. */
let sqlJs: ReturnType<typeof initSqlJs> | undefined;
export const loadSqlJs = () => {
  sqlJs ??= initSqlJs();
  return sqlJs;
};

export interface AnkiTemplate {
  ord: number;
  questionFormat: string;
  answerFormat: string;
}

export interface AnkiNoteType {
  id: number;
  name: string;
  cloze: boolean;
  /** Field names by ord. */
  fields: string[];
  templates: AnkiTemplate[];
}

export interface AnkiNote {
  id: number;
  noteTypeId: number;
  fields: string[];
}

export interface AnkiCard {
  /** Anki's card id, which its review log refers to. */
  id: number;
  noteId: number;
  deckId: number;
  ord: number;
  type: number;
  queue: number;
  due: number;
  interval: number;
  factor: number;
  reps: number;
  lapses: number;
  /** Anki's per-card JSON; FSRS memory lives here as `s` and `d`. */
  data: string;
}

export interface AnkiCollection {
  /** When day 0 of review due numbers began, epoch seconds. */
  createdAt: number;
  noteTypes: Map<number, AnkiNoteType>;
  /** Deck names with `::` between parent and child. */
  decks: Map<number, string>;
  notes: Map<number, AnkiNote>;
  cards: AnkiCard[];
}

/**
 * Schema 18 keeps note type and template settings as protobuf messages; these are the only fields read
 * (numbers from Anki's notetypes.proto: Notetype.Config.kind = 1, Template.Config.q_format = 1, a_format = 2).
 */
const protoRoot = protobuf.Root.fromJSON({
  nested: {
    NotetypeConfig: { fields: { kind: { type: 'int32', id: 1 } } },
    TemplateConfig: { fields: { qFormat: { type: 'string', id: 1 }, aFormat: { type: 'string', id: 2 } } },
  },
});
const notetypeConfig = protoRoot.lookupType('NotetypeConfig');
const templateConfig = protoRoot.lookupType('TemplateConfig');
const clozeKind = 1;

function rows(db: Database, sql: string): SqlValue[][] {
  return db.exec(sql)[0]?.values ?? [];
}

const hasTable = (db: Database, name: string) =>
  rows(db, `SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '${name}'`).length > 0;

interface LegacyNoteType {
  name: string;
  type: number;
  flds: { name: string; ord: number }[];
  tmpls: { ord: number; qfmt: string; afmt: string }[];
}

function legacySchema(db: Database) {
  const [models, decks] = rows(db, 'SELECT models, decks FROM col')[0] as [string, string];
  const noteTypes = new Map<number, AnkiNoteType>();
  for (const [id, model] of Object.entries(JSON.parse(models) as Record<string, LegacyNoteType>)) {
    noteTypes.set(Number(id), {
      id: Number(id),
      name: model.name,
      cloze: model.type === clozeKind,
      fields: [...model.flds].sort((a, b) => a.ord - b.ord).map((field) => field.name),
      templates: model.tmpls.map((t) => ({ ord: t.ord, questionFormat: t.qfmt, answerFormat: t.afmt })),
    });
  }
  const deckNames = new Map<number, string>();
  for (const [id, deck] of Object.entries(JSON.parse(decks) as Record<string, { name: string }>)) {
    deckNames.set(Number(id), deck.name);
  }
  return { noteTypes, decks: deckNames };
}

function schema18(db: Database) {
  const noteTypes = new Map<number, AnkiNoteType>();
  for (const [id, name, config] of rows(db, 'SELECT id, name, config FROM notetypes')) {
    const kind = notetypeConfig.toObject(notetypeConfig.decode(config as Uint8Array), { defaults: true }).kind;
    noteTypes.set(Number(id), {
      id: Number(id),
      name: String(name),
      cloze: kind === clozeKind,
      fields: [],
      templates: [],
    });
  }
  for (const [ntid, name] of rows(db, 'SELECT ntid, name FROM fields ORDER BY ntid, ord')) {
    noteTypes.get(Number(ntid))?.fields.push(String(name));
  }
  for (const [ntid, ord, config] of rows(db, 'SELECT ntid, ord, config FROM templates ORDER BY ntid, ord')) {
    const formats = templateConfig.toObject(templateConfig.decode(config as Uint8Array), { defaults: true });
    noteTypes
      .get(Number(ntid))
      ?.templates.push({ ord: Number(ord), questionFormat: formats.qFormat, answerFormat: formats.aFormat });
  }
  const decks = new Map<number, string>();
  // Schema 18 separates deck name components with U+001F where older collections write "::".
  for (const [id, name] of rows(db, 'SELECT id, name FROM decks'))
    decks.set(Number(id), String(name).split('\x1f').join('::'));
  return { noteTypes, decks };
}

/**
 * Anki declares its own `unicase` collation on name columns, which SQLite elsewhere lacks, and tables that use
 * it cannot be read without it. Names are only read here, never compared, so this private copy of the file
 * declares them with SQLite's default collation (`writable_schema` is SQLite's documented way to do so).
 */
export async function openAnkiCollection(bytes: Uint8Array): Promise<Database> {
  const SQL = await loadSqlJs();
  const original = new SQL.Database(bytes);
  try {
    original.run(`PRAGMA writable_schema = ON;
      UPDATE sqlite_master SET sql = replace(sql, ' COLLATE unicase', '') WHERE sql LIKE '%COLLATE unicase%';
      PRAGMA writable_schema = OFF;`);
    return new SQL.Database(original.export());
  } finally {
    original.close();
  }
}

/** Reads note types, decks, notes and cards from a collection of either schema (opened by openAnkiCollection). */
export function readAnkiCollection(db: Database): AnkiCollection {
  const { noteTypes, decks } = hasTable(db, 'notetypes') ? schema18(db) : legacySchema(db);
  const createdAt = Number(rows(db, 'SELECT crt FROM col')[0]?.[0] ?? 0);
  const notes = new Map<number, AnkiNote>();
  for (const [id, mid, flds] of rows(db, 'SELECT id, mid, flds FROM notes')) {
    notes.set(Number(id), { id: Number(id), noteTypeId: Number(mid), fields: String(flds).split('\x1f') });
  }
  const cards = rows(
    db,
    `SELECT id, nid, CASE WHEN odid <> 0 THEN odid ELSE did END, ord, type, queue,
            CASE WHEN odid <> 0 THEN odue ELSE due END, ivl, factor, reps, lapses, data
     FROM cards ORDER BY nid, ord`,
  ).map(([id, noteId, deckId, ord, type, queue, due, interval, factor, reps, lapses, data]) => ({
    id: Number(id),
    noteId: Number(noteId),
    deckId: Number(deckId),
    ord: Number(ord),
    type: Number(type),
    queue: Number(queue),
    due: Number(due),
    interval: Number(interval),
    factor: Number(factor),
    reps: Number(reps),
    lapses: Number(lapses),
    data: String(data ?? ''),
  }));
  return { createdAt, noteTypes, decks, notes, cards };
}
