// Runs in a worker thread (see anki-package-reader.ts): unzipping, SQLite and converting thousands of notes run
// here, not on the thread serving requests. The package is read from its file on disk, an entry at a time.
import { parentPort, workerData } from 'node:worker_threads';
import { DomainError } from '../../domain-error';
import { checkSomethingConverted, inBatches, openAnkiPackage, startConversion } from './anki-import';
import { type ImageFile, imagesShownBy } from './anki-media';
import type { PackageReply, PackageRequest, PackageWorkerData } from './anki-package-reader';
import { type RevlogCard, revlogByCard } from './anki-revlog';

/** Cards' review histories per message while the log is read: a long log is never held whole. */
const revlogChunkEntries = 5_000;

const { path, scheduling, now, maxUnpackedBytes, maxImageBytesInAll, cardsPerBatch } = workerData as PackageWorkerData;
const port = parentPort!;
const reply = (message: PackageReply) => port.postMessage(message);
const nextRequest = () => new Promise<PackageRequest>((resolve) => port.once('message', resolve));

/** Resolves when the server thread has stored the image it was last sent. */
let lastStored = Promise.resolve();
const stored = async () => {
  if ((await nextRequest()) !== 'stored') throw new Error('the server stopped storing images');
};

/**
 * Hands one image to the server thread once it has stored the one before, so this thread reads the next image
 * while the server stores this one: at most two images in memory, and neither thread waits on the other's step.
 */
async function keep(image: ImageFile) {
  await lastStored;
  reply({ image });
  lastStored = stored();
}

try {
  const opened = await openAnkiPackage(path, maxUnpackedBytes);
  reply({ counted: { notes: opened.collection.notes.size, mediaBytes: opened.media.totalBytes } });
  if ((await nextRequest()) === 'convert') {
    const conversion = await startConversion(opened, scheduling, new Date(now), {
      maxTotalBytes: maxImageBytesInAll,
      keep,
    });
    await lastStored;
    reply({ converting: { total: opened.collection.cards.length, left: opened.left } });
    // Notes are converted a batch at a time, as the server asks for the next: never all the cards at once.
    const batches = inBatches(conversion.notes, cardsPerBatch);
    const shown = new Set<string>();
    let converted = 0;
    while ((await nextRequest()) === 'cards') {
      const next = batches.next();
      if (next.done) break;
      for (const image of imagesShownBy(next.value.cards, conversion.images.values())) shown.add(image.id);
      converted += next.value.cards.length;
      reply({ cards: next.value });
    }
    const report = conversion.report();
    checkSomethingConverted(converted, report);
    reply({ converted: { report, shownImageIds: [...shown] } });
    const log = revlogByCard(opened.sqlite);
    while ((await nextRequest()) === 'revlog') {
      const revlog: RevlogCard[] = [];
      let entries = 0;
      while (entries < revlogChunkEntries) {
        const next = log.next();
        if (next.done) break;
        revlog.push(next.value);
        entries += next.value.entries.length;
      }
      reply({ revlog });
      if (revlog.length === 0) break;
    }
  }
  opened.close();
} catch (error) {
  if (!(error instanceof DomainError)) throw error;
  reply({ refused: { kind: error.kind, code: error.code, message: error.message, details: error.details } });
}
