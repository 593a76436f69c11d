import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ankiMessages, maxAnkiPackageBytes } from '@kurio/shared/cards';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signUp, withSignIn } from '../../../../test/helpers/http';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { incompressiblePng } from '../../../../test/helpers/upload-samples';
import { maxImageBytes } from '../services/anki-media';
import { basicCollection, legacyPackage } from './anki-fixtures';
import { finished, leftovers, pollJob, startImportJob } from './anki-import-job-helpers';

let t: TestApp;
/** Over the old 50 MB upload bound: 11 images of 5 MB, each shown by one note. */
let large: Buffer;
const imageCount = 11;
const notesShowing = (count: number) => {
  const collection = basicCollection(count, 'Radiology');
  for (let i = 0; i < imageCount; i++) collection.notes[i]!.fields[1] += ` <img src="scan-${i}.png">`;
  return collection;
};
const scans = () =>
  Object.fromEntries(Array.from({ length: imageCount }, (_, i) => [`scan-${i}.png`, incompressiblePng(maxImageBytes)]));

beforeAll(async () => {
  t = await createTestApp({ rateLimitRules: { signupPerIp: { limit: 1000, windowMs: 60_000 } } });
  large = await legacyPackage(notesShowing(20), 'collection.anki2', scans());
}, 60_000);
afterAll(() => t.close());

// Uploads are streamed into the system's temporary directory: each test gets its own, to see what is left there.
let uploads: string;
const previousTmp = process.env.TMPDIR;
beforeEach(() => {
  uploads = mkdtempSync(path.join(tmpdir(), 'kurio-large-import-'));
  process.env.TMPDIR = uploads;
});
afterEach(() => {
  if (previousTmp === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = previousTmp;
  rmSync(uploads, { recursive: true, force: true });
});

/** Upload files left in the temporary directory (tsx keeps its own there for worker threads). */
const uploadsLeft = () => readdirSync(uploads).filter((name) => name.startsWith('kurio-upload-'));
const setPro = (userId: string) => t.database.db.execute(sql`UPDATE users SET plan = 1 WHERE id = ${userId}`);
const nothingLeft = { cards: 0, decks: 0, media: 0, reviews: 0, packages: 0 };

describe('Anki import jobs of real-world size (decision 167)', () => {
  it('takes a Pro package over the old 50 MB bound, streamed to disk, with every image, and removes the file', async () => {
    expect(large.length).toBeGreaterThan(maxAnkiPackageBytes);
    const user = await signUp(t.app);
    await setPro(user.userId);
    const started = await startImportJob(t.app, user.sid, large);
    expect(started.statusCode).toBe(200);
    const job = await pollJob(t.app, user.sid, started.json().id, finished);
    expect(job).toMatchObject({ status: 'done', result: { imported: 20, skipped: [] } });

    const stored = await t.database.db.execute<{ images: number; bytes: number }>(
      sql`SELECT count(*)::int AS images, sum(size_bytes)::int AS bytes FROM card_media WHERE user_id = ${user.userId}`,
    );
    expect(stored.rows[0]).toEqual({ images: imageCount, bytes: imageCount * maxImageBytes });
    const list = await t.app.inject({ url: '/api/card/list?limit=50', headers: withSignIn(user.sid) });
    const shown = list.json().cards.find((card: { answer: string }) => card.answer.includes('/api/card/media/'));
    const image = await t.app.inject({
      url: /\((\/api\/card\/media\/[^)]+)\)/.exec(shown.answer)![1]!,
      headers: withSignIn(user.sid),
    });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload).toHaveLength(maxImageBytes);
    expect(uploadsLeft()).toEqual([]);
  }, 120_000);

  it('cancelled while storing images, takes back every image it had stored and removes the file', async () => {
    const user = await signUp(t.app);
    await setPro(user.userId);
    const collection = basicCollection(60, 'Histology');
    for (const [i, note] of collection.notes.entries()) note.fields[1] += ` <img src="slide-${i}.png">`;
    const slides = Object.fromEntries(
      collection.notes.map((_, i) => [`slide-${i}.png`, incompressiblePng(256 * 1024)]),
    );
    const started = await startImportJob(t.app, user.sid, await legacyPackage(collection, 'collection.anki2', slides));
    const id = started.json().id;
    await pollJob(t.app, user.sid, id, (polled) => polled.stage === 'reading' && polled.done >= 10);
    expect((await leftovers(t.database, user.userId)).media).toBeGreaterThanOrEqual(10);
    await t.app.inject({
      method: 'POST',
      url: `/api/card/import/apkg/jobs/${id}/cancel`,
      headers: withSignIn(user.sid),
    });
    expect(await pollJob(t.app, user.sid, id, finished)).toMatchObject({ status: 'cancelled', result: null });
    expect(await leftovers(t.database, user.userId)).toEqual(nothingLeft);
    expect(uploadsLeft()).toEqual([]);
  }, 60_000);

  it('keeps the 50 MB bound on the free plan, refusing the upload and removing what it had written', async () => {
    const user = await signUp(t.app);
    const refused = await startImportJob(t.app, user.sid, large);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().fieldErrors).toEqual({ package: ankiMessages.tooLarge });
    expect(uploadsLeft()).toEqual([]);
    const latest = await t.app.inject({ url: '/api/card/import/apkg/jobs/latest', headers: withSignIn(user.sid) });
    expect(latest.json()).toEqual({ job: null });
  }, 60_000);

  it('refuses the free plan from the note count before any image is read or stored', async () => {
    const user = await signUp(t.app);
    const collection = notesShowing(101);
    const small = Object.fromEntries(Object.keys(scans()).map((name) => [name, incompressiblePng(1024)]));
    const started = await startImportJob(t.app, user.sid, await legacyPackage(collection, 'collection.anki2', small));
    const job = await pollJob(t.app, user.sid, started.json().id, finished);
    // `done` counts the images stored while reading: none were.
    expect(job).toMatchObject({ status: 'refused', stage: 'reading', done: 0, result: null });
    expect(job.message).toContain('This package has 101 notes and the free plan holds up to 100 cards');
    expect(await leftovers(t.database, user.userId)).toEqual(nothingLeft);
    expect(uploadsLeft()).toEqual([]);
  });
});
