import { expect } from 'vitest';
import type { DbHandle } from '../../src/db/client';
import { bucketDrift } from './card-counters';
import { api, signUpOver } from './http-client';

interface CardRow {
  id: number;
  user_id: string;
  question: string;
  answer: string;
  due_at: string;
}

/** Every card and account in a database no server holds, and whether its counters match its cards. */
export async function contents(open: () => Promise<DbHandle>) {
  const database = await open();
  try {
    return await database.withConnection(async (connection) => ({
      // The bigserial id as a number on both engines: node-postgres hands int8 over as text.
      cards: await connection.query<CardRow>(
        'SELECT id::float8 AS id, user_id, question, answer, due_at::text FROM cards ORDER BY id',
      ),
      users: (await connection.query<{ id: string }>('SELECT id FROM users')).map((row) => row.id),
      counterDrift: await bucketDrift(database.db),
    }));
  } finally {
    await database.close();
  }
}

export type Contents = Awaited<ReturnType<typeof contents>>;

/**
 * The copy is of one moment between the backup's start and end: every write acknowledged before it began, none
 * made after it ended (each writer may have had one answer on its way), each row as the original has it, and
 * the counters agreeing with the cards.
 */
export function expectOneMoment(
  restored: Contents,
  original: Contents,
  acknowledged: { before: number[]; after: number[]; writers: number },
) {
  const restoredIds = new Set(restored.cards.map((card) => card.id));
  for (const id of acknowledged.before) expect(restoredIds.has(id)).toBe(true);
  expect(restored.cards.length).toBeLessThanOrEqual(acknowledged.after.length + acknowledged.writers);
  expect(restored.cards.length).toBeLessThan(original.cards.length);
  const originalById = new Map(original.cards.map((card) => [card.id, card]));
  for (const card of restored.cards) expect(card).toEqual(originalById.get(card.id));
  expect(restored.users.every((id) => original.users.includes(id))).toBe(true);
  expect(restored.counterDrift).toBe(0);
  console.info(
    `backup under write load: ${restored.cards.length} of ${original.cards.length} cards in the copy ` +
      `(${acknowledged.before.length} acknowledged before it began, ${acknowledged.after.length} by its end)`,
  );
}

/** Writers that sign up and create cards one request at a time until stopped; returns the acknowledged ids. */
export function writeLoad(url: string, writers: number) {
  const acknowledged: number[] = [];
  let stopped = false;
  const writer = async (n: number) => {
    for (let account = 0; !stopped; account++) {
      const { sid } = await signUpOver(url);
      // The free plan holds 100 cards: a new account every 50.
      for (let i = 0; i < 50 && !stopped; i++) {
        const body = { cards: [{ question: `Q ${n}.${account}.${i}?`, answer: `A ${i}` }] };
        const response = await api(url, '/api/card/create', { sid, body });
        if (response.status !== 200) throw new Error(`create answered ${response.status}`);
        acknowledged.push(...response.body.cards.map((card: { id: number }) => card.id));
      }
    }
  };
  const done = Promise.all(Array.from({ length: writers }, (_, n) => writer(n)));
  let failure: unknown;
  done.catch((error) => {
    failure = error;
  });
  return {
    acknowledged,
    /** Resolves once `count` writes are acknowledged; throws what stopped a writer. */
    reached: async (count: number) => {
      while (acknowledged.length < count) {
        if (failure) throw failure;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}
