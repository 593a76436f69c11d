import { type AnkiImportJob, type AnkiImportJobStatus, ankiImportJobMessages } from '@kurio/shared/anki-import-jobs';
import {
  type AnkiImportResult,
  maxAnkiProPackageBytes,
  maxAnkiProUnpackedBytes,
  maxAnkiUnpackedBytes,
} from '@kurio/shared/cards';
import type { Db } from '../../../db/client';
import { DomainError } from '../../domain-error';
import type { Importer } from './anki-import';
import { completeImportJob, dropImagesNotShown, reportProgress, undoImportJob } from './anki-import-job-store';
import { maxImportImageBytes } from './anki-media';
import { type Converted, type PackageBounds, readPackageInWorker } from './anki-package-reader';
import { storeCardMedia } from './card-media';
import { insertCards } from './cards';

/** Cards per transaction: each holds PGlite for well under a tenth of a second, so other requests keep answering. */
const cardBatch = 500;
/** Images stored between checkpoints: each image is its own statement, a checkpoint two more. */
const imagesPerCheckpoint = 10;

type Ending = { status: Extract<AnkiImportJobStatus, 'refused' | 'failed' | 'cancelled'>; message: string | null };

/** Why a job stopped between batches: how to end it, or nothing when another process already ended it. */
class Stopped extends Error {
  constructor(readonly ending: Ending | undefined) {
    super('import stopped');
  }
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

interface JobRun {
  db: Db;
  job: Pick<AnkiImportJob, 'id' | 'scheduling'>;
  user: Importer;
  /** True once the server is shutting down: the job ends as interrupted at its next batch. */
  shuttingDown: () => boolean;
}

/** Between batches: lets waiting requests run, records progress, and stops when the job was cancelled. */
function checkpointFor(run: JobRun) {
  return async (progress: Pick<AnkiImportJob, 'stage' | 'done' | 'total'>) => {
    await nextTurn();
    const status = await reportProgress(run.db, run.job.id, progress);
    if (status === 'cancelling') throw new Stopped({ status: 'cancelled', message: null });
    if (status !== 'running') throw new Stopped(undefined);
    if (run.shuttingDown()) throw new Stopped({ status: 'failed', message: ankiImportJobMessages.interrupted });
  };
}

/** What the learner's plan lets a job read: Pro takes packages of 1 GB of media (decision 167). */
const boundsFor = (user: Importer): PackageBounds =>
  user.pro
    ? {
        maxUnpackedBytes: maxAnkiProUnpackedBytes,
        maxImageBytesInAll: maxAnkiProPackageBytes,
        cardsPerBatch: cardBatch,
      }
    : { maxUnpackedBytes: maxAnkiUnpackedBytes, maxImageBytesInAll: maxImportImageBytes, cardsPerBatch: cardBatch };

/**
 * The whole import: the package read from its file on a worker thread and checked against the plan before anything
 * is converted; its images stored one at a time as they are read (each its own statement, tagged with the job, so
 * an undo finds them), then its notes converted and their cards written a batch at a time, then its reviews.
 */
async function importInBatches(run: JobRun, packagePath: string): Promise<AnkiImportResult> {
  const { db, job, user } = run;
  const now = new Date();
  const checkpoint = checkpointFor(run);
  const reader = readPackageInWorker(packagePath, boundsFor(user), job.scheduling, now);
  try {
    // Anki's readers are loaded by the first import, not at start-up (decision 185).
    const [{ checkAnkiPlanLimits, reviewSettings, reviewsBeforeImport }, { importAnkiReviews }] = await Promise.all([
      import('./anki-import'),
      import('./anki-review-import'),
    ]);
    await checkAnkiPlanLimits(db, user, await reader.counts());
    let stored = 0;
    await checkpoint({ stage: 'reading', done: stored, total: 0 });
    const { total, left } = await reader.convert(async (image) => {
      await storeCardMedia(db, user.id, [image], job.id);
      stored += 1;
      if (stored % imagesPerCheckpoint === 0) await checkpoint({ stage: 'reading', done: stored, total: 0 });
    });
    // Each batch is converted on the thread as it is asked for, then written in one transaction.
    const cardIds = new Map<number, number>();
    let written = 0;
    let converted: Converted | undefined;
    while (!converted) {
      await checkpoint({ stage: 'cards', done: written, total });
      const next = await reader.nextCards();
      if ('converted' in next) converted = next.converted;
      else {
        const ids = await insertCards(db, user, next.cards.cards, now, { importJobId: job.id });
        for (const [index, ankiId] of next.cards.ankiIds.entries()) cardIds.set(ankiId, ids[index]!);
        written += ids.length;
      }
    }
    // Images only notes that were left out show were stored on the way: the cards decide what stays.
    await dropImagesNotShown(db, job.id, converted.shownImageIds);
    const { report } = converted;
    let reviews = reviewsBeforeImport(left, job.scheduling);
    if (job.scheduling !== 'fresh' && written > 0) {
      await checkpoint({ stage: 'reviews', done: 0, total: left });
      reviews = await importAnkiReviews(db, reader.revlog(), {
        ...(await reviewSettings(db, user, job.scheduling, now)),
        cardIds,
        afterBatch: (read) => checkpoint({ stage: 'reviews', done: read, total: left }),
      });
    }
    return { imported: written, scheduling: job.scheduling, ...report, reviews };
  } finally {
    reader.close();
  }
}

/** The uploaded package on disk, which the runner removes once it is read. */
export interface JobPackage {
  path: string;
  remove: () => Promise<void>;
}

/**
 * Runs one job to its end. A refusal (the plan, a package that cannot be read) ends it with its message; a cancel,
 * an error or a shutdown takes back everything it wrote. An unexpected error is rethrown for the log.
 */
async function runJob(run: JobRun, pkg: JobPackage): Promise<void> {
  try {
    // The file goes as soon as it is read, before the job is seen to end.
    const result = await importInBatches(run, pkg.path).finally(pkg.remove);
    await completeImportJob(run.db, run.job.id, result);
  } catch (error) {
    if (error instanceof Stopped) {
      if (error.ending) await undoImportJob(run.db, run.job.id, error.ending);
      return;
    }
    if (error instanceof DomainError) {
      const status = error.kind === 'notAllowed' ? 'refused' : 'failed';
      await undoImportJob(run.db, run.job.id, { status, message: error.message });
      return;
    }
    await undoImportJob(run.db, run.job.id, { status: 'failed', message: ankiImportJobMessages.failed });
    throw error;
  }
}

/** The server's running imports: started after their upload is stored, stopped (and undone) on shutdown. */
export interface AnkiImportRunner {
  start(job: JobRun['job'], user: Importer, pkg: JobPackage): void;
  /** Ends every running job as interrupted at its next batch and waits until each is undone. */
  stop(): Promise<void>;
}

export function createAnkiImportRunner(db: Db, logError: (error: unknown) => void): AnkiImportRunner {
  const active = new Set<Promise<void>>();
  let shuttingDown = false;
  return {
    start(job, user, pkg) {
      const run: Promise<void> = runJob({ db, job, user, shuttingDown: () => shuttingDown }, pkg)
        .catch(logError)
        .finally(() => active.delete(run));
      active.add(run);
    },
    async stop() {
      shuttingDown = true;
      await Promise.all(active);
    },
  };
}
