import { types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteThread } from '../src/db/pglite-thread';

let thread: PgliteThread;
beforeAll(async () => {
  thread = await PgliteThread.start({ startParams: [] });
  await thread.exec('CREATE TABLE notes (id int PRIMARY KEY, body text NOT NULL, at timestamptz DEFAULT now())');
});
afterAll(() => thread.close());

describe('PGlite on its own thread', () => {
  it("rejects a failed statement with PostgreSQL's error fields", async () => {
    await thread.query('INSERT INTO notes (id, body) VALUES (1, $1)', ['first']);
    const failure = await thread.query('INSERT INTO notes (id, body) VALUES (1, $1)', ['again']).catch((e) => e);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ code: '23505', constraint: 'notes_pkey' });
    expect(failure.message).toContain('duplicate key');
  });

  it('keeps other queries out of an open transaction, and a failed one leaves nothing behind', async () => {
    const seen: string[] = [];
    let outside: Promise<unknown> = Promise.resolve();
    await thread.transaction(async (tx) => {
      await tx.query('INSERT INTO notes (id, body) VALUES (2, $1)', ['in a transaction']);
      // Sent while the transaction is open: it runs only after the commit, so it sees the row.
      outside = thread.query<{ body: string }>('SELECT body FROM notes WHERE id = 2').then(({ rows }) => {
        seen.push(`outside: ${rows.length}`);
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen.push('committing');
    });
    await outside;
    expect(seen).toEqual(['committing', 'outside: 1']);

    const failure = await thread
      .transaction(async (tx) => {
        await tx.query('INSERT INTO notes (id, body) VALUES (3, $1)', ['rolled back']);
        throw new Error('the caller gave up');
      })
      .catch((e) => e);
    expect(failure.message).toBe('the caller gave up');
    const { rows } = await thread.query('SELECT id FROM notes WHERE id = 3');
    expect(rows).toEqual([]);
  });

  it('answers rows as drizzle reads them: objects or arrays, timestamps as text', async () => {
    const objects = await thread.query<{ id: number; at: unknown }>('SELECT id, at FROM notes WHERE id = 1');
    expect(objects.rows[0]?.id).toBe(1);
    expect(typeof objects.rows[0]?.at).toBe('string');
    const arrays = await thread.query('SELECT id, body FROM notes WHERE id = 1', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, 'first']]);
  });

  it("hands a timestamp's or date's text to the parser the caller passes for its type", async () => {
    const parsers = {
      [types.TIMESTAMPTZ]: (text: string) => new Date(text),
      [types.DATE]: (text: string) => `day ${text}`,
    };
    const statement = "SELECT at, DATE '2024-02-29' AS day, NULL::date AS never FROM notes WHERE id = 1";
    const objects = await thread.query<{ at: unknown; day: unknown; never: unknown }>(statement, [], { parsers });
    expect(objects.rows[0]?.at).toBeInstanceOf(Date);
    expect(objects.rows[0]).toMatchObject({ day: 'day 2024-02-29', never: null });
    const arrays = await thread.query(statement, [], { parsers, rowMode: 'array' });
    expect(arrays.rows[0]).toEqual([objects.rows[0]?.at, 'day 2024-02-29', null]);
  });

  it("runs a notification's listener before the statement that sent it resolves", async () => {
    const heard: string[] = [];
    await thread.listen('note_change', (payload) => heard.push(payload));
    await thread.query("SELECT pg_notify('note_change', 'one')");
    expect(heard).toEqual(['one']);
    await thread.transaction(async (tx) => {
      await tx.query("SELECT pg_notify('note_change', 'two')");
    });
    expect(heard).toEqual(['one', 'two']);
  });
});
