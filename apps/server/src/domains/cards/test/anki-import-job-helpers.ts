import type { AnkiImportJob } from '@kurio/shared/anki-import-jobs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { withSignIn } from '../../../../test/helpers/http';
import type { TestApp } from '../../../../test/helpers/test-app';
import { basicCollection, type FixtureCollection } from './anki-fixtures';
import { importApkg } from './anki-upload';

/** Starts an import job as the web app does; answers the raw response. */
export const startImportJob = (app: FastifyInstance, sid: string, bytes: Buffer, scheduling = 'fresh') =>
  importApkg(app, sid, bytes, scheduling, '/api/card/import/apkg/jobs');

export async function readJob(app: FastifyInstance, sid: string, id: string): Promise<AnkiImportJob> {
  const response = await app.inject({ url: `/api/card/import/apkg/jobs/${id}`, headers: withSignIn(sid) });
  if (response.statusCode !== 200) throw new Error(`job read failed: ${response.body}`);
  return response.json();
}

/** Polls the job, as the page does, until `until` holds; fails the test after `timeoutMs`. */
export async function pollJob(
  app: FastifyInstance,
  sid: string,
  id: string,
  until: (job: AnkiImportJob) => boolean,
  timeoutMs = 60_000,
): Promise<AnkiImportJob> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await readJob(app, sid, id);
    if (until(job)) return job;
    if (Date.now() > deadline) throw new Error(`job still ${job.status} at ${job.stage} ${job.done}/${job.total}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export const finished = (job: AnkiImportJob) => !['running', 'cancelling'].includes(job.status);

/** What a user's imports left in the database: rows of every kind an import writes, and stored packages. */
export async function leftovers(database: TestApp['database'], userId: string) {
  const result = await database.db.execute<Record<string, number>>(sql`SELECT
      (SELECT count(*) FROM cards WHERE user_id = ${userId})::int AS cards,
      (SELECT count(*) FROM decks WHERE user_id = ${userId})::int AS decks,
      (SELECT count(*) FROM card_media WHERE user_id = ${userId})::int AS media,
      (SELECT count(*) FROM card_reviews WHERE user_id = ${userId})::int AS reviews,
      (SELECT count(*) FROM import_jobs WHERE user_id = ${userId} AND package IS NOT NULL)::int AS packages`);
  return result.rows[0]!;
}

/** `count` Basic notes, the first showing `photo.png`, each card with two reviews a day apart. */
export function reviewedCollection(count: number): FixtureCollection {
  const collection = basicCollection(count, 'Anatomy', Math.floor(Date.UTC(2024, 0, 1) / 1000));
  collection.notes[0]!.fields[1] = 'Answer 0 <img src="photo.png">';
  const firstReview = Date.UTC(2024, 1, 1);
  collection.revlog = collection.notes.flatMap((_, index) => [
    { id: firstReview + index * 10, cid: index + 1, ease: 3, type: 0 },
    { id: firstReview + 86_400_000 + index * 10, cid: index + 1, ease: 3, type: 1 },
  ]);
  return collection;
}
