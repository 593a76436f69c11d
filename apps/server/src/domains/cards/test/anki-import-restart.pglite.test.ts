import { ankiImportJobMessages } from '@kurio/shared/anki-import-jobs';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../../test/helpers/http';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { pngBytes } from '../../../../test/helpers/upload-samples';
import { openPglite } from '../../../db/client';
import { legacyPackage } from './anki-fixtures';
import { leftovers, pollJob, readJob, reviewedCollection, startImportJob } from './anki-import-job-helpers';

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

describe('an Anki import job when the server stops', () => {
  it('is failed with a clear message, and nothing it wrote is kept, when the server starts on the same data', async () => {
    const before = await createTestApp();
    apps.push(before);
    const user = await signUp(before.app);
    await before.database.db.execute(sql`UPDATE users SET plan = 1 WHERE id = ${user.userId}`);
    const bytes = await legacyPackage(reviewedCollection(6_000), 'collection.anki2', { 'photo.png': pngBytes });
    const job = (await startImportJob(before.app, user.sid, bytes, 'keep')).json();
    await pollJob(before.app, user.sid, job.id, (polled) => polled.stage === 'cards' && polled.done >= 500);
    // The data directory as a crash leaves it: the job running, some of its cards and its image written.
    const crashed = await before.database.dump!();
    const after = await createTestApp({ database: await openPglite({ loadDataDir: crashed }) });
    apps.push(after);
    const midway = await readJob(after.app, user.sid, job.id);
    expect(midway).toMatchObject({ status: 'failed', message: ankiImportJobMessages.interrupted, result: null });
    expect(await leftovers(after.database, user.userId)).toEqual({
      cards: 0,
      decks: 0,
      media: 0,
      reviews: 0,
      packages: 0,
    });
    await pollJob(before.app, user.sid, job.id, (polled) => polled.status !== 'running');
  }, 180_000);
});
