import type { AnkiScheduling } from '@kurio/shared/cards';
import { startWorker } from '../../../platform/worker-thread';
import { DomainError, type DomainErrorDetails, type DomainErrorKind } from '../../domain-error';
import type { ConversionReport, NoteCards } from './anki-import';
import type { ImageFile, KeptImage } from './anki-media';
import type { RevlogCard } from './anki-revlog';

/** What the package reader's thread (anki-package-worker.ts) is started with. */
export interface PackageWorkerData {
  /** The package's file on disk, read an entry at a time (decision 167). */
  path: string;
  maxUnpackedBytes: number;
  /** What the kept images may hold in all. */
  maxImageBytesInAll: number;
  /** Cards per batch the thread sends, whole notes at a time. */
  cardsPerBatch: number;
  scheduling: AnkiScheduling;
  /** Epoch ms: the import's moment, which kept schedules are measured from. */
  now: number;
}

/** What the package holds, for the plan check before anything is converted. */
export interface PackageCounts {
  notes: number;
  mediaBytes: number;
}

/** Once the images are stored: the Anki cards (an upper bound on the Kurio cards) and review-log entries. */
export interface Converting {
  total: number;
  left: number;
}

/** Once every batch is sent: the report, and the stored images some card shows (the others are deleted). */
export interface Converted {
  report: ConversionReport;
  shownImageIds: string[];
}

/**
 * After the counts, the server asks the thread to convert; the thread sends each kept image and waits until the
 * server has stored it, then says how many cards to expect; the server asks for the cards a batch at a time (the
 * last answer is the report), then for the review log a chunk at a time.
 */
export type PackageRequest = 'convert' | 'stored' | 'cards' | 'revlog';
export type PackageReply =
  | { counted: PackageCounts }
  | { image: KeptImage & { data: Uint8Array } }
  | { converting: Converting }
  | { cards: NoteCards }
  | { converted: Converted }
  | { revlog: RevlogCard[] }
  | { refused: { kind: DomainErrorKind; code: string; message: string; details: DomainErrorDetails } };

/** How much of a package an import may read (the plan's bounds), and how many cards to convert at a time. */
export interface PackageBounds {
  maxUnpackedBytes: number;
  maxImageBytesInAll: number;
  cardsPerBatch: number;
}

/**
 * An Anki package read from its file on a worker thread, step by step: its counts first (the plan is checked before
 * any note is converted), then its images one at a time and its cards, then its review log a few thousand entries
 * at a time. A refusal (not a package, no cards) comes back as the DomainError the thread threw; a thread that dies
 * is an Error. `close` ends it.
 */
export function readPackageInWorker(path: string, bounds: PackageBounds, scheduling: AnkiScheduling, now: Date) {
  const worker = startWorker(import.meta.url, 'anki-package-worker', {
    workerData: { path, ...bounds, scheduling, now: now.getTime() } satisfies PackageWorkerData,
    resourceLimits: { maxOldGenerationSizeMb: 1024 },
  });
  const next = () =>
    new Promise<PackageReply>((resolve, reject) => {
      const fail = (error: unknown) => reject(error instanceof Error ? error : new Error('the package reader stopped'));
      worker.once('error', fail);
      worker.once('exit', fail);
      worker.once('message', (reply: PackageReply) => {
        worker.off('error', fail).off('exit', fail);
        if ('refused' in reply) {
          const { kind, code, message, details } = reply.refused;
          reject(new DomainError(kind, code, message, details));
        } else resolve(reply);
      });
    });
  const ask = (request: PackageRequest) => {
    const reply = next();
    worker.postMessage(request);
    return reply;
  };
  const counted = next();
  return {
    counts: async () => ((await counted) as { counted: PackageCounts }).counted,
    /** Starts converting, handing each kept image to `keep` (which stores it) before the thread reads the next. */
    async convert(keep: (image: ImageFile) => Promise<void>): Promise<Converting> {
      let reply = await ask('convert');
      while ('image' in reply) {
        const { data, ...image } = reply.image;
        // Buffers cross threads as plain Uint8Arrays.
        await keep({ ...image, data: Buffer.from(data.buffer, data.byteOffset, data.byteLength) });
        reply = await ask('stored');
      }
      return (reply as { converting: Converting }).converting;
    },
    /** The next batch of cards, converted now; after the last, the report. */
    async nextCards(): Promise<{ cards: NoteCards } | { converted: Converted }> {
      return (await ask('cards')) as { cards: NoteCards } | { converted: Converted };
    },
    async *revlog(): AsyncGenerator<RevlogCard> {
      for (;;) {
        const { revlog } = (await ask('revlog')) as { revlog: RevlogCard[] };
        if (revlog.length === 0) return;
        yield* revlog;
      }
    },
    close: () => void worker.terminate(),
  };
}
