import { randomUUID } from 'node:crypto';
import {
  type AnkiImportJob,
  type AnkiImportJobStatus,
  ankiImportJobMessages,
  finishedAnkiImportStatuses,
} from '@kurio/shared/anki-import-jobs';
import type { AnkiImportResult, AnkiScheduling } from '@kurio/shared/cards';
import { and, desc, eq, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { cardMedia, cards, decks, importJobs } from '../../../db/schema/index';
import { conflict, notFound } from '../../domain-error';

const running: AnkiImportJobStatus[] = ['running', 'cancelling'];

const jobColumns = {
  id: importJobs.id,
  status: importJobs.status,
  stage: importJobs.stage,
  scheduling: importJobs.scheduling,
  done: importJobs.done,
  total: importJobs.total,
  message: importJobs.message,
  result: importJobs.result,
};

/** Refuses (409) while the learner has an import running: one import at a time. */
export async function checkNoImportRunning(db: Db, userId: string): Promise<void> {
  const [busy] = await db
    .select({ id: importJobs.id })
    .from(importJobs)
    .where(and(eq(importJobs.userId, userId), inArray(importJobs.status, running)));
  if (busy) throw conflict(ankiImportJobMessages.alreadyRunning, 'importRunning');
}

/**
 * A new running job; a learner runs one import at a time. Its package stays in the file the upload was streamed
 * to (decision 167), not in the row: the process that received it runs it.
 */
export async function createImportJob(
  db: Db,
  userId: string,
  input: { scheduling: AnkiScheduling },
): Promise<AnkiImportJob> {
  return db.transaction(async (tx) => {
    await checkNoImportRunning(tx, userId);
    const [job] = await tx
      .insert(importJobs)
      .values({
        id: randomUUID(),
        userId,
        status: 'running',
        stage: 'reading',
        scheduling: input.scheduling,
      })
      .returning(jobColumns);
    return job!;
  });
}

/** One of the learner's jobs; anyone else's is "not found". */
export async function readImportJob(db: Db, userId: string, id: string): Promise<AnkiImportJob> {
  const [job] = await db
    .select(jobColumns)
    .from(importJobs)
    .where(and(eq(importJobs.id, id), eq(importJobs.userId, userId)));
  if (!job) throw notFound('That import does not exist.');
  return job;
}

/** The learner's newest job: the running one when there is one, so a reloaded page picks it up. */
export async function latestImportJob(db: Db, userId: string): Promise<AnkiImportJob | null> {
  const [job] = await db
    .select(jobColumns)
    .from(importJobs)
    .where(eq(importJobs.userId, userId))
    .orderBy(desc(importJobs.createdAt))
    .limit(1);
  return job ?? null;
}

/**
 * Records progress while the job is running and answers its status, so the runner stops at its next batch when
 * the learner cancels; the update also tells other processes the job is alive.
 */
export async function reportProgress(
  db: Db,
  id: string,
  progress: Pick<AnkiImportJob, 'stage' | 'done' | 'total'>,
): Promise<AnkiImportJobStatus | undefined> {
  await db
    .update(importJobs)
    .set({ ...progress, updatedAt: new Date() })
    .where(and(eq(importJobs.id, id), eq(importJobs.status, 'running')));
  const [row] = await db.select({ status: importJobs.status }).from(importJobs).where(eq(importJobs.id, id));
  return row?.status;
}

/** Asks a running job to stop; its runner undoes what it wrote and marks it cancelled. */
export async function requestCancel(db: Db, userId: string, id: string): Promise<AnkiImportJob> {
  const job = await readImportJob(db, userId, id);
  if (finishedAnkiImportStatuses.includes(job.status)) throw conflict(ankiImportJobMessages.notRunning, 'importDone');
  await db
    .update(importJobs)
    .set({ status: 'cancelling', updatedAt: new Date() })
    .where(and(eq(importJobs.id, id), eq(importJobs.status, 'running')));
  return readImportJob(db, userId, id);
}

/** Deletes the images the job stored that none of its cards show (their notes were left out). */
export async function dropImagesNotShown(db: Db, id: string, keep: string[]): Promise<void> {
  await db
    .delete(cardMedia)
    .where(and(eq(cardMedia.importJobId, id), keep.length > 0 ? notInArray(cardMedia.id, keep) : undefined));
}

/** A finished import: its report kept, its package dropped. */
export async function completeImportJob(db: Db, id: string, result: AnkiImportResult): Promise<void> {
  await db
    .update(importJobs)
    .set({ status: 'done', result, package: null, done: sql`${importJobs.total}`, updatedAt: new Date() })
    .where(eq(importJobs.id, id));
}

/**
 * Takes back everything the job wrote (its cards with their reviews, its images, the decks it created and left
 * empty) and its package, in one transaction, and ends it with `status`.
 */
export async function undoImportJob(
  db: Db,
  id: string,
  end: { status: Extract<AnkiImportJobStatus, 'refused' | 'failed' | 'cancelled'>; message: string | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(cards).where(eq(cards.importJobId, id));
    await tx.delete(cardMedia).where(eq(cardMedia.importJobId, id));
    await tx
      .delete(decks)
      .where(
        and(eq(decks.importJobId, id), sql`NOT EXISTS (SELECT 1 FROM ${cards} WHERE ${cards.deckId} = ${decks.id})`),
      );
    await tx
      .update(importJobs)
      .set({ ...end, package: null, updatedAt: new Date() })
      .where(eq(importJobs.id, id));
  });
}

/**
 * Jobs whose runner is gone (the server stopped mid-import) are undone and failed with a message saying so:
 * every running job at the start of the only process (PGlite), or those silent since `staleBefore`.
 */
export async function failInterruptedImports(db: Db, staleBefore: Date): Promise<number> {
  const orphans = await db
    .select({ id: importJobs.id })
    .from(importJobs)
    .where(and(inArray(importJobs.status, running), lt(importJobs.updatedAt, staleBefore)));
  for (const { id } of orphans) {
    await undoImportJob(db, id, { status: 'failed', message: ankiImportJobMessages.interrupted });
  }
  return orphans.length;
}
