import type { AnkiScheduling } from '@kurio/shared/cards';
import { startWorker } from '../../../platform/worker-thread';
import { DomainError, type DomainErrorDetails, type DomainErrorKind } from '../../domain-error';
import type { convertAnkiPackage } from './anki-import';
import type { KeptImage } from './anki-media';
import type { RevlogCard } from './anki-revlog';

/** What the package reader's thread (anki-package-worker.ts) is started with. */
export interface PackageWorkerData {
  bytes: Uint8Array;
  scheduling: AnkiScheduling;
  /** Epoch ms: the import's moment, which kept schedules are measured from. */
  now: number;
}

/** What the package holds, for the plan check before anything is converted. */
export interface PackageCounts {
  notes: number;
  mediaBytes: number;
}

type Converted = Omit<Awaited<ReturnType<typeof convertAnkiPackage>>, 'images'> & { images: KeptImage[]; left: number };

/** After the counts, the server asks the thread to convert, then for the review log a chunk at a time. */
export type PackageRequest = 'convert' | 'revlog';
export type PackageReply =
  | { counted: PackageCounts }
  | { converted: Converted }
  | { revlog: RevlogCard[] }
  | { refused: { kind: DomainErrorKind; code: string; message: string; details: DomainErrorDetails } };

/**
 * An Anki package read on a worker thread, step by step: its counts first (the plan is checked before any note is
 * converted), then its cards and images, then its review log a few thousand entries at a time. A refusal (not a
 * package, no cards) comes back as the DomainError the thread threw; a thread that dies is an Error. `close` ends it.
 */
export function readPackageInWorker(bytes: Buffer, scheduling: AnkiScheduling, now: Date) {
  const worker = startWorker(import.meta.url, 'anki-package-worker', {
    workerData: { bytes: new Uint8Array(bytes), scheduling, now: now.getTime() } satisfies PackageWorkerData,
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
    async convert(): Promise<Converted> {
      const { converted } = (await ask('convert')) as { converted: Converted };
      // Buffers cross threads as plain Uint8Arrays.
      return { ...converted, images: converted.images.map((image) => ({ ...image, data: Buffer.from(image.data) })) };
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
