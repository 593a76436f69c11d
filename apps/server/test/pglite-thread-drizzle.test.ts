import { readFileSync } from 'node:fs';
import { PGlite, type QueryOptions, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  integer,
  interval,
  json,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DbHandle, openPglite } from '../src/db/client';
import { textTypes } from '../src/db/pglite-protocol';
import { bytea } from '../src/db/schema/column-types';

// drizzle's pglite driver passes PGlite a parser for each type it maps itself, with every query. Those functions
// cannot cross to PGlite's thread: it keeps `textTypes` as text and the request thread runs them (decision 131).
// These tests run the same statements through drizzle on an in-process PGlite and through the thread, and fail
// when a drizzle or PGlite release parses otherwise than the thread assumes.

const everyType = pgTable('every_type', {
  id: integer('id').primaryKey(),
  timestamp: timestamp('timestamp'),
  timestampText: timestamp('timestamp_text', { mode: 'string' }),
  timestamptz: timestamp('timestamptz', { withTimezone: true }),
  date: date('date'),
  dateAsDate: date('date_as_date', { mode: 'date' }),
  interval: interval('interval'),
  numeric: numeric('numeric'),
  int8: bigint('int8', { mode: 'bigint' }),
  bool: boolean('bool'),
  text: text('text'),
  json: json('json'),
  jsonb: jsonb('jsonb'),
  bytea: bytea('bytea'),
  timestamps: timestamp('timestamps').array(),
  timestamptzs: timestamp('timestamptzs', { withTimezone: true }).array(),
  dates: date('dates').array(),
  intervals: interval('intervals').array(),
  numerics: numeric('numerics').array(),
  integers: integer('integers').array(),
  nothing: timestamp('nothing', { withTimezone: true }),
});

const createTable = `CREATE TABLE every_type (
  id int PRIMARY KEY, timestamp timestamp, timestamp_text timestamp, timestamptz timestamptz, date date,
  date_as_date date, interval interval, numeric numeric, int8 int8, bool boolean, text text, json json, jsonb jsonb,
  bytea bytea, timestamps timestamp[], timestamptzs timestamptz[], dates date[], intervals interval[],
  numerics numeric[], integers int[], nothing timestamptz)`;

const row: typeof everyType.$inferInsert = {
  id: 1,
  timestamp: new Date('2024-02-29T13:45:01.5Z'),
  timestampText: '2024-02-29 13:45:01.123456',
  timestamptz: new Date('2024-02-29T23:59:59.999Z'),
  date: '2024-02-29',
  dateAsDate: new Date('1999-12-31T00:00:00Z'),
  interval: '1 year 2 mons 3 days 04:05:06.5',
  numeric: '12345678901234567890.0123456789',
  int8: 9007199254740993n,
  bool: true,
  text: 'in "quotes", {braces}',
  json: { nested: [1, 'two', { three: null }] },
  jsonb: { b: 2, a: [true] },
  bytea: Buffer.from([0, 255, 16]),
  timestamps: [new Date('2024-02-29T13:45:01.5Z'), new Date('1970-01-01T00:00:00Z')],
  timestamptzs: [new Date('2024-02-29T23:59:59.999Z')],
  dates: ['2024-02-29', '0001-01-01'],
  intervals: ['01:00:00', '-2 days'],
  numerics: ['1.50', '-0.000001'],
  integers: [1, 2, 3],
  nothing: null,
};

const textArrayColumns = new Set(['timestamps', 'timestamptzs', 'dates', 'intervals', 'numerics']);

/** A raw row's arrays of types drizzle keeps as text, and its other columns. */
function splitTextArrays(row: Record<string, unknown>) {
  const arrays: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) (textArrayColumns.has(column) ? arrays : rest)[column] = value;
  return { arrays, rest };
}

let inProcess: PGlite;
let thread: DbHandle;
beforeAll(async () => {
  const template = readFileSync(inject('pgliteTemplate'));
  inProcess = new PGlite({ loadDataDir: new Blob([template]) });
  thread = await openPglite({ loadDataDir: new Blob([template]) });
  const direct = drizzle({ client: inProcess });
  for (const db of [direct, thread.db]) {
    await db.execute(sql.raw(createTable));
    await db.insert(everyType).values(row);
  }
});
afterAll(async () => {
  await inProcess?.close();
  await thread?.close();
});

describe("PGlite's thread reads rows as drizzle's own PGlite driver does", () => {
  it("answers drizzle's columns with the same values", async () => {
    const direct = await drizzle({ client: inProcess }).select().from(everyType);
    const threaded = await thread.db.select().from(everyType);
    expect(threaded).toEqual(direct);
    expect(threaded[0]).toMatchObject({ timestamp: row.timestamp, interval: row.interval, int8: row.int8 });
  });

  it('answers raw SQL with the same rows, except arrays of the types drizzle keeps as text', async () => {
    const query = sql`SELECT * FROM every_type`;
    const direct = splitTextArrays((await drizzle({ client: inProcess }).execute(query)).rows[0]!);
    const threaded = splitTextArrays((await thread.db.execute(query)).rows[0]!);
    expect(threaded.rest).toEqual(direct.rest);
    expect(threaded.rest).toMatchObject({
      timestamp: '2024-02-29 13:45:01.5',
      interval: '1 year 2 mons 3 days 04:05:06.5',
    });
    // drizzle's own driver gets PostgreSQL's array text; PGlite sets array types' parsers itself when it starts,
    // so the thread gets arrays of text. drizzle's array columns read both (the test above).
    expect(direct.arrays).toEqual({
      timestamps: '{"2024-02-29 13:45:01.5","1970-01-01 00:00:00"}',
      timestamptzs: '{"2024-02-29 23:59:59.999+00"}',
      dates: '{2024-02-29,0001-01-01}',
      intervals: '{01:00:00,"-2 days"}',
      numerics: '{1.50,-0.000001}',
    });
    expect(threaded.arrays).toEqual({
      timestamps: ['2024-02-29 13:45:01.5', '1970-01-01 00:00:00'],
      timestamptzs: ['2024-02-29 23:59:59.999+00'],
      dates: ['2024-02-29', '0001-01-01'],
      intervals: ['01:00:00', '-2 days'],
      numerics: ['1.50', '-0.000001'],
    });
  });

  it('keeps as text every type drizzle parses itself, arrays apart', async () => {
    const parsed = new Set<number>();
    const recording = {
      query: (statement: string, params?: unknown[], options?: QueryOptions) => {
        for (const type of Object.keys(options?.parsers ?? {})) parsed.add(Number(type));
        return inProcess.query(statement, params, options);
      },
    };
    const db = drizzle({ client: recording as PGlite });
    await db.select().from(everyType);
    await db.execute(sql`SELECT 1`);
    const arrays = await inProcess.query<{ typarray: number }>(
      'SELECT typarray::int FROM pg_type WHERE oid = ANY($1::int[])',
      [[...textTypes, types.NUMERIC]],
    );
    expect([...parsed].sort()).toEqual([...textTypes, ...arrays.rows.map(({ typarray }) => typarray)].sort());
  });
});
