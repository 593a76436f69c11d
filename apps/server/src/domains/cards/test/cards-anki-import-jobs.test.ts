import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, withSignIn } from '../../../../test/helpers/http';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { pngBytes } from '../../../../test/helpers/upload-samples';
import { basicCollection, legacyPackage, reversedType } from './anki-fixtures';
import { finished, leftovers, pollJob, readJob, reviewedCollection, startImportJob } from './anki-import-job-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitRules: { signupPerIp: { limit: 1000, windowMs: 60_000 } } });
});
afterAll(() => t.close());

const setPro = (userId: string) => t.database.db.execute(sql`UPDATE users SET plan = 1 WHERE id = ${userId}`);
const nothingLeft = { cards: 0, decks: 0, media: 0, reviews: 0, packages: 0 };

describe('Anki import jobs', () => {
  it('answers at once with a running job, reports progress by stage, and ends with the report', async () => {
    const user = await signUp(t.app);
    await setPro(user.userId);
    const bytes = await legacyPackage(reviewedCollection(1_200), 'collection.anki2', { 'photo.png': pngBytes });
    const started = await startImportJob(t.app, user.sid, bytes, 'reschedule');
    expect(started.statusCode).toBe(200);
    const job = started.json();
    expect(job).toMatchObject({ status: 'running', stage: 'reading', scheduling: 'reschedule', result: null });

    const seen = new Set<string>();
    const done = await pollJob(t.app, user.sid, job.id, (polled) => {
      if (polled.status === 'running') seen.add(polled.stage);
      return finished(polled);
    });
    expect(done).toMatchObject({ status: 'done', message: null });
    expect(done.result).toMatchObject({
      imported: 1_200,
      decks: [{ name: 'Anatomy', imported: 1_200 }],
      reviews: { imported: 2_400, skipped: [] },
    });
    expect(seen.has('cards')).toBe(true);
    expect(await leftovers(t.database, user.userId)).toEqual({
      cards: 1_200,
      decks: 1,
      media: 1,
      reviews: 2_400,
      packages: 0,
    });
    const latest = await t.app.inject({ url: '/api/card/import/apkg/jobs/latest', headers: withSignIn(user.sid) });
    expect(latest.json()).toEqual({ job: done });
  }, 120_000);

  it('refuses a package past the free plan before converting it, naming the limit, and keeps nothing', async () => {
    const user = await signUp(t.app);
    const started = await startImportJob(t.app, user.sid, await legacyPackage(basicCollection(101, 'Many')));
    const job = await pollJob(t.app, user.sid, started.json().id, finished);
    expect(job).toMatchObject({
      status: 'refused',
      result: null,
      message:
        'This package has 101 notes and the free plan holds up to 100 cards (you can add 100 more). ' +
        'Upgrade to Pro for unlimited cards.',
    });
    expect(await leftovers(t.database, user.userId)).toEqual(nothingLeft);
  });

  it('refuses media past the free plan, and imports the same package on Pro', async () => {
    const user = await signUp(t.app);
    const media = { 'photo.png': pngBytes, 'lecture.mp3': Buffer.alloc(21 * 1024 * 1024, 7) };
    const bytes = await legacyPackage(reviewedCollection(3), 'collection.anki2', media);
    const refused = await pollJob(t.app, user.sid, (await startImportJob(t.app, user.sid, bytes)).json().id, finished);
    expect(refused).toMatchObject({
      status: 'refused',
      message:
        'This package has 22 MB of media and the free plan imports packages with up to 20 MB. ' +
        'Upgrade to Pro for larger packages.',
    });
    expect(await leftovers(t.database, user.userId)).toEqual(nothingLeft);

    await setPro(user.userId);
    const imported = await pollJob(t.app, user.sid, (await startImportJob(t.app, user.sid, bytes)).json().id, finished);
    expect(imported).toMatchObject({ status: 'done', result: { imported: 3 } });
  }, 60_000);

  it('fails a file that is not an Anki package with the reason, keeping nothing', async () => {
    const user = await signUp(t.app);
    const started = await startImportJob(t.app, user.sid, Buffer.from('PK\u0003\u0004 not really a zip'));
    const job = await pollJob(t.app, user.sid, started.json().id, finished);
    expect(job).toMatchObject({
      status: 'failed',
      message: 'This is not an Anki package (.apkg) Kurio can read. Export it again from Anki and retry.',
    });
    expect(await leftovers(t.database, user.userId)).toEqual(nothingLeft);
  });

  it('cancelled mid-way, takes back the cards, images, reviews and decks it had written', async () => {
    const user = await signUp(t.app);
    await setPro(user.userId);
    const bytes = await legacyPackage(reviewedCollection(6_000), 'collection.anki2', { 'photo.png': pngBytes });
    const job = (await startImportJob(t.app, user.sid, bytes, 'keep')).json();
    await pollJob(t.app, user.sid, job.id, (polled) => polled.stage === 'cards' && polled.done >= 1_000);
    const midway = await leftovers(t.database, user.userId);
    expect(midway.cards).toBeGreaterThanOrEqual(1_000);
    expect(midway.media).toBe(1);

    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/card/import/apkg/jobs/${job.id}/cancel`,
      headers: withSignIn(user.sid),
    });
    expect(cancel.json()).toMatchObject({ status: 'cancelling' });
    expect(await pollJob(t.app, user.sid, job.id, finished)).toMatchObject({ status: 'cancelled', result: null });
    expect(await leftovers(t.database, user.userId)).toEqual(nothingLeft);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/card/import/apkg/jobs/${job.id}/cancel`,
      headers: withSignIn(user.sid),
    });
    expect(again.statusCode).toBe(409);
  }, 120_000);

  it('keeps a note’s cards together across batches: a reversed note’s two cards share its note', async () => {
    const user = await signUp(t.app);
    await setPro(user.userId);
    // One Basic card first, so the 500th card is the first of a reversed note and the 501st its second.
    const collection = basicCollection(301, 'Verbs');
    collection.noteTypes.push(reversedType);
    for (const note of collection.notes.slice(1)) {
      note.noteTypeId = reversedType.id;
      note.cards.push({ ord: 1, deckId: 2 });
    }
    const job = (await startImportJob(t.app, user.sid, await legacyPackage(collection))).json();
    expect(await pollJob(t.app, user.sid, job.id, finished)).toMatchObject({
      status: 'done',
      result: { imported: 601 },
    });
    const notes = await t.database.db.execute<{ notes: number }>(
      sql`SELECT count(DISTINCT note_id)::int AS notes FROM cards WHERE user_id = ${user.userId}`,
    );
    expect(notes.rows[0]!.notes).toBe(301);
  }, 60_000);

  it('runs one import at a time per learner, and shows a job to its owner only', async () => {
    const user = await signUp(t.app);
    await setPro(user.userId);
    const bytes = await legacyPackage(basicCollection(3_000, 'Big'));
    const job = (await startImportJob(t.app, user.sid, bytes)).json();
    const second = await startImportJob(t.app, user.sid, bytes);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('An import is already running. Wait for it to finish, or cancel it.');
    const stranger = await signUp(t.app);
    const peek = await t.app.inject({ url: `/api/card/import/apkg/jobs/${job.id}`, headers: withSignIn(stranger.sid) });
    expect(peek.statusCode).toBe(404);
    expect(await readJob(t.app, user.sid, job.id)).toMatchObject({ id: job.id });
    await pollJob(t.app, user.sid, job.id, finished);
  }, 120_000);
});
