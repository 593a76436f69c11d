import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, withSignIn } from '../../../../test/helpers/http';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { aiUsage } from '../../../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SIGNUP_LIMIT_PER_HOUR: '100' } });
});
afterAll(() => t.close());

const generate = (sid: string, payload: object, accept?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/card/generate',
    headers: { ...withSignIn(sid), ...(accept ? { accept } : {}) },
    payload,
  });

async function cardsCharged(userId: string): Promise<number> {
  const rows = await t.database.db.select().from(aiUsage).where(eq(aiUsage.userId, userId));
  return rows.find((row) => row.kind === 'cards')?.used ?? 0;
}

const events = (body: string) =>
  body
    .split('\n\n')
    .filter(Boolean)
    .map((block) => ({
      event: /^event: (.*)$/m.exec(block)?.[1] ?? '',
      data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}'),
    }));

const partialNote = {
  message:
    'Offline mode could write 4 of 5 cards on “French Revolution”. For more, paste your notes or connect a model (see “Connecting a model” in the README).',
};

describe('POST /api/card/generate offline, when fewer cards than asked can be written', () => {
  it('answers the cards it could write with a note, and charges only those', async () => {
    const { sid, userId } = await signUp(t.app);
    const response = await generate(sid, { topic: 'French Revolution', quantity: 5 });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.cards).toHaveLength(4);
    expect(body.cards[0].question).toBe('What does “French Revolution” mean?');
    expect(body.note).toEqual(partialNote);
    expect(await cardsCharged(userId)).toBe(4);
  });

  it('streams the cards, then the note, then done', async () => {
    const { sid } = await signUp(t.app);
    const response = await generate(sid, { topic: 'French Revolution', quantity: 5 }, 'text/event-stream');
    const stream = events(response.body);
    expect(stream.map((e) => e.event)).toEqual(['card', 'card', 'card', 'card', 'note', 'done']);
    expect(stream[4]?.data).toEqual(partialNote);
  });

  it('says so when the cards are about the head word of the topic', async () => {
    const { sid } = await signUp(t.app);
    const body = (await generate(sid, { topic: 'money and bank', quantity: 2 })).json();
    expect(body.cards).toHaveLength(2);
    expect(body.note.message).toBe(
      'Offline mode’s dictionary has no entry for “money and bank”, so these cards are about “bank”.',
    );
    expect(body.cards[0].answer).toMatch(/financial institution/);
  });

  it('writes on each part of a list in the meaning the other parts point to, and says so', async () => {
    const { sid } = await signUp(t.app);
    const body = (await generate(sid, { topic: 'acids and bases', quantity: 2 })).json();
    expect(body.cards.map((card: { question: string }) => card.question)).toEqual([
      'What does “acid” mean?',
      'What does “base” mean?',
    ]);
    expect(body.cards[1].answer).toMatch(/turning litmus blue/);
    expect(body.note.message).toBe('Cards on acid and base, each in the meaning the topic’s other words point to.');
  });

  it('answers the subject of an aspect it cannot cover, and says what is left out', async () => {
    const { sid } = await signUp(t.app);
    const body = (await generate(sid, { topic: 'causes of World War I', quantity: 2 })).json();
    expect(body.cards[0].answer).toMatch(/1914 to 1918/);
    expect(body.note.message).toMatch(
      /^Offline mode’s dictionary says what World War I is; it has nothing on the causes of World War I/,
    );
  });

  it('has no note when every card asked for was written', async () => {
    const { sid } = await signUp(t.app);
    const body = (await generate(sid, { topic: 'mitochondria', quantity: 5 })).json();
    expect(body.cards).toHaveLength(5);
    expect(body).not.toHaveProperty('note');
  });
});

describe('POST /api/card/generate offline, when no card can be written', () => {
  it('answers 422 with the nearest dictionary topics as suggestions, streamed or not', async () => {
    const { sid, userId } = await signUp(t.app);
    for (const accept of [undefined, 'text/event-stream']) {
      const response = await generate(sid, { topic: 'photosynthesys', quantity: 5 }, accept);
      expect(response.statusCode).toBe(422);
      const body = response.json();
      expect(body.code).toBe('cannotCover');
      expect(body.suggestions[0]).toBe('photosynthesis');
    }
    expect(await cardsCharged(userId)).toBe(0);
  });

  it('leaves suggestions out when nothing is close', async () => {
    const { sid } = await signUp(t.app);
    const body = (await generate(sid, { topic: 'JavaScript array methods', quantity: 2 })).json();
    expect(body.code).toBe('cannotCover');
    expect(body).not.toHaveProperty('suggestions');
  });

  it('refuses a topic rather than define one of its words', async () => {
    const { sid, userId } = await signUp(t.app);
    for (const topic of ['Spanish verbs', 'negligence in tort law', 'stroke symptoms']) {
      const response = await generate(sid, { topic, quantity: 5 });
      expect(response.statusCode, topic).toBe(422);
      expect(response.json().code).toBe('cannotCover');
    }
    expect(await cardsCharged(userId)).toBe(0);
  });

  it('asks which meaning a word of several kinds has, with each meaning as a topic that then works', async () => {
    const { sid } = await signUp(t.app);
    const body = (await generate(sid, { topic: 'fractions', quantity: 5 })).json();
    expect(body.code).toBe('cannotCover');
    expect(body.message).toMatch(/several meanings/);
    expect(body.suggestions).toContain('fraction as a rational number');
    const chosen = (await generate(sid, { topic: 'fraction as a rational number', quantity: 5 })).json();
    expect(chosen.cards[0].answer).toMatch(/quotient|rational/i);
  });
});

describe('POST /api/card/generate offline, computing topics', () => {
  it('answers from FOLDOC what the English dictionary lacks, and offers both meanings of a shared word', async () => {
    const { sid } = await signUp(t.app);
    const search = (await generate(sid, { topic: 'binary search', quantity: 5 })).json();
    expect(search.cards.length).toBeGreaterThan(0);
    expect(search.cards[0].question).toMatch(/binary search/i);
    const memory = (await generate(sid, { topic: 'memory', quantity: 5 })).json();
    expect(memory.suggestions).toContain('memory in computing');
  });
});
