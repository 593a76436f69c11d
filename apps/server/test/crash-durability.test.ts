import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RawConnection } from '../src/db/client';
import { api, signUpOver } from './helpers/http-client';
import { createProcessDatabase, type ProcessDatabase } from './helpers/process-database';
import { type ServerProcess, startServerProcess } from './helpers/server-process';
import { testEngine } from './helpers/test-app';
import { multipartBody } from './helpers/upload-samples';

let database: ProcessDatabase;
beforeAll(async () => {
  database = await createProcessDatabase();
});
afterAll(() => database.remove());

/** Reads rows straight from the database, with no server holding it (PGlite has one owner at a time). */
async function readDatabase<T>(read: (connection: RawConnection) => Promise<T>): Promise<T> {
  const handle = await database.open();
  try {
    return await handle.withConnection(read);
  } finally {
    await handle.close();
  }
}

/** A timestamp column as epoch milliseconds, a number on either engine (raw rows keep each driver's types). */
const epochMs = (column: string) => `(extract(epoch FROM ${column}) * 1000)::float8`;

/** Starts an order upload and sends only the first half of its body, leaving the request open. */
function sendHalf(baseUrl: string, body: ReturnType<typeof multipartBody>) {
  const upload = request(`${baseUrl}/api/create-checkout-session`, {
    method: 'POST',
    headers: { ...body.headers, 'content-length': body.payload.length },
  });
  upload.on('error', () => {});
  upload.write(body.payload.subarray(0, body.payload.length / 2));
}

interface ApiCard {
  id: number;
  question: string;
  dueAt: number;
}

describe(`kill -9 of the server process (${testEngine})`, () => {
  it('keeps every acknowledged write of a burst, applies nothing by halves, and keeps no half-uploaded order', async () => {
    let server: ServerProcess = await startServerProcess(database.env);
    const { sid } = await signUpOver(server.url);
    const order = { role: 'Engineer', timeframe: 'about-week', email: 'crash@example.com' };
    const notes = { name: 'notes.txt', type: 'text/plain', bytes: Buffer.alloc(2 * 1024 * 1024, 'a') };
    const upload = multipartBody(order, notes);
    sendHalf(server.url, upload);
    const seeded = await api(server.url, '/api/card/create', {
      sid,
      body: { cards: Array.from({ length: 30 }, (_, i) => ({ question: `seed ${i}`, answer: 'a' })) },
    });
    expect(seeded.status).toBe(200);
    const seedCards: ApiCard[] = seeded.body.cards;

    // Four clients write as fast as they can: single reviews of the seeded cards, and two-card creates.
    // The kill comes after the 24th acknowledgement, with the rest of the burst still being sent.
    const unreviewed = [...seedCards];
    const ackedReviews = new Map<number, number>();
    const ackedCreates = new Map<number, ApiCard[]>();
    const refused: string[] = [];
    let createsSent = 0;
    let acknowledged = 0;
    let connectionErrors = 0;
    const killAfter = 24;
    const client = async (index: number) => {
      for (let turn = 0; ; turn++) {
        const review = (turn + index) % 2 === 0 && unreviewed.length > 0;
        if (!review && createsSent >= 30) return;
        let response: Awaited<ReturnType<typeof api>>;
        const card = review ? unreviewed.shift()! : undefined;
        const batch = review ? 0 : createsSent++;
        try {
          response = card
            ? await api(server.url, '/api/card/review', { sid, body: { id: card.id, quality: 4 } })
            : await api(server.url, '/api/card/create', {
                sid,
                body: {
                  deck: 'burst',
                  cards: [
                    { question: `burst ${batch} a`, answer: 'a' },
                    { question: `burst ${batch} b`, answer: 'b' },
                  ],
                },
              });
        } catch {
          connectionErrors++;
          return;
        }
        if (response.status !== 200) refused.push(`${response.status} ${JSON.stringify(response.body)}`);
        else if (card) ackedReviews.set(card.id, response.body.dueAt);
        else ackedCreates.set(batch, response.body.cards);
        if (++acknowledged === killAfter) server.child.kill('SIGKILL');
      }
    };
    await Promise.all([0, 1, 2, 3].map(client));
    expect(await server.exited).toBe('SIGKILL');
    expect(refused).toEqual([]);
    expect(connectionErrors).toBeGreaterThan(0);
    expect(ackedReviews.size + ackedCreates.size).toBeGreaterThanOrEqual(killAfter);

    server = await startServerProcess(database.env);
    const listed = await api(server.url, '/api/card/list?limit=200', { sid });
    expect(listed.status).toBe(200);
    const present = new Map((listed.body.cards as ApiCard[]).map((card) => [card.id, card]));
    for (const cards of ackedCreates.values()) {
      for (const card of cards) expect(present.get(card.id)?.question).toBe(card.question);
    }
    for (const [id, dueAt] of ackedReviews) expect(present.get(id)?.dueAt).toBe(dueAt);
    const whole = await fetch(`${server.url}/api/create-checkout-session`, {
      method: 'POST',
      headers: upload.headers,
      body: upload.payload,
    });
    expect(whole.status).toBe(200);
    expect(await server.kill('SIGTERM')).toBe(0);

    // Each create is all or nothing, and a card moved on only together with its review log entry.
    // The upload cut off by the kill left nothing; the one sent whole after the restart is complete.
    const stored = await readDatabase(async (connection) => ({
      halfCreates: await connection.query(
        `SELECT split_part(question, ' ', 2) AS batch FROM cards WHERE question LIKE 'burst %'
         GROUP BY 1 HAVING count(*) <> 2`,
      ),
      reviews: await connection.query<{ card_id: number; due_before: number; due_after: number }>(
        `SELECT card_id::int AS card_id, ${epochMs('due_before')} AS due_before, ${epochMs('due_after')} AS due_after
         FROM card_reviews`,
      ),
      seeds: await connection.query<{ id: number; due_at: number }>(
        `SELECT id::int AS id, ${epochMs('due_at')} AS due_at FROM cards WHERE question LIKE 'seed %'`,
      ),
      orders: await connection.query(
        `SELECT email,
           (SELECT count(*)::int FROM guide_order_uploads u WHERE u.order_id = o.id) AS uploads,
           (SELECT count(*)::int FROM checkout_sessions s WHERE s.order_id = o.id) AS checkouts
         FROM guide_orders o`,
      ),
    }));
    expect(stored.halfCreates).toEqual([]);
    expect(stored.seeds).toHaveLength(seedCards.length);
    for (const { id, due_at } of stored.seeds) {
      const seed = seedCards.find((card) => card.id === id)!;
      const logged = stored.reviews.filter((review) => review.card_id === id);
      expect(logged.length).toBeLessThanOrEqual(1);
      if (logged[0]) {
        expect(logged[0].due_before).toBe(seed.dueAt);
        expect(logged[0].due_after).toBe(due_at);
      } else {
        expect(due_at).toBe(seed.dueAt);
      }
    }
    expect(stored.orders).toEqual([{ email: 'crash@example.com', uploads: 1, checkouts: 1 }]);
  }, 120_000);
});
