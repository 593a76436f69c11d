import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteWithPreparedQueries } from '../src/db/pglite-prepared';

let plain: PGlite;
let prepared: PGlite;
beforeAll(async () => {
  plain = new PGlite();
  await plain.exec(
    `CREATE TABLE items (id bigserial PRIMARY KEY, name text UNIQUE, at timestamptz, data jsonb, tags text[])`,
  );
  prepared = pgliteWithPreparedQueries(plain);
});
afterAll(() => plain.close());

const select = 'SELECT id, name, at, data, tags FROM items WHERE name = ANY($1::text[]) ORDER BY id';

describe('PGlite with prepared queries', () => {
  it('answers exactly what PGlite itself answers, for every parameter and column type, every time', async () => {
    const insert = 'INSERT INTO items (name, at, data, tags) VALUES ($1, $2, $3, $4) RETURNING id';
    for (const [name, at, data, tags] of [
      ['a', new Date('2026-01-02T03:04:05Z'), { deep: [1, 'x'] }, ['t1', 't2']],
      ['b', null, null, []],
      ["it's", new Date(0), 42, ['with "quotes"']],
    ] as const) {
      await prepared.query(insert, [name, at, data, tags]);
    }
    for (const rowMode of ['object', 'array'] as const) {
      const expected = await plain.query(select, [['a', 'b', "it's"]], { rowMode });
      for (let i = 0; i < 3; i++) {
        expect(await prepared.query(select, [['a', 'b', "it's"]], { rowMode })).toEqual(expected);
      }
    }
  });

  it("applies per-query parsers over the client's, whether the options object is reused or new", async () => {
    // Drizzle's pattern: timestamps kept as text, everything else parsed by PGlite.
    const reused = { rowMode: 'array' as const, parsers: { 1184: (value: string) => `text:${value}` } };
    const expected = await plain.query(select, [['a']], reused);
    expect(String((expected.rows[0] as unknown[])[2])).toMatch(/^text:2026-01-02/);
    for (let i = 0; i < 3; i++) {
      expect(await prepared.query(select, [['a']], reused)).toEqual(expected);
      expect(
        await prepared.query(select, [['a']], { rowMode: 'array', parsers: { 1184: (v: string) => `text:${v}` } }),
      ).toEqual(expected);
    }
    // A query without parsers is not affected by an earlier query's.
    expect(await prepared.query(select, [['a']])).toEqual(await plain.query(select, [['a']]));
  });

  it('reports a failed statement with its SQLSTATE and keeps working after it', async () => {
    const insert = 'INSERT INTO items (name) VALUES ($1)';
    await prepared.query(insert, ['dup']);
    await expect(prepared.query(insert, ['dup'])).rejects.toMatchObject({ code: '23505' });
    await expect(prepared.query('SELECT * FROM missing_table')).rejects.toMatchObject({ code: '42P01' });
    expect(
      (await prepared.query<{ n: number }>('SELECT count(*)::int AS n FROM items WHERE name = $1', ['dup'])).rows,
    ).toEqual([{ n: 1 }]);
  });

  it('waits for an open transaction instead of running inside it', async () => {
    let inserted!: () => void;
    const insertedYet = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = plain.transaction(async (tx) => {
      await tx.query(`INSERT INTO items (name) VALUES ('uncommitted')`);
      inserted();
      await held;
      await tx.rollback();
    });
    await insertedYet;
    const seen = prepared.query<{ n: number }>('SELECT count(*)::int AS n FROM items WHERE name = $1', ['uncommitted']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect((await seen).rows).toEqual([{ n: 0 }]);
  });

  it('still delivers a notification before the notifying query resolves', async () => {
    const payloads: string[] = [];
    await prepared.listen('prepared_channel', (payload) => payloads.push(payload));
    await prepared.query(`SELECT pg_notify('prepared_channel', $1)`, ['hello']);
    expect(payloads).toEqual(['hello']);
  });
});
