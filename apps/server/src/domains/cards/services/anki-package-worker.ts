// Runs in a worker thread (see anki-package-reader.ts): unzipping, SQLite and converting thousands of notes run
// here, not on the thread serving requests.
import { parentPort, workerData } from 'node:worker_threads';
import { DomainError } from '../../domain-error';
import { convertAnkiPackage, openAnkiPackage } from './anki-import';
import type { PackageReply, PackageRequest, PackageWorkerData } from './anki-package-reader';
import { type RevlogCard, revlogByCard } from './anki-revlog';

/** Cards' review histories per message while the log is read: a long log is never held whole. */
const revlogChunkEntries = 5_000;

const { bytes, scheduling, now } = workerData as PackageWorkerData;
const port = parentPort!;
const reply = (message: PackageReply) => port.postMessage(message);
const nextRequest = () => new Promise<PackageRequest>((resolve) => port.once('message', resolve));

try {
  const opened = await openAnkiPackage(Buffer.from(bytes));
  reply({ counted: { notes: opened.collection.notes.size, mediaBytes: opened.media.totalBytes } });
  if ((await nextRequest()) === 'convert') {
    const { cards, ankiIds, report, images } = await convertAnkiPackage(opened, scheduling, new Date(now));
    reply({ converted: { cards, ankiIds, report, images: [...images.values()], left: opened.left } });
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
  opened.sqlite.close();
} catch (error) {
  if (!(error instanceof DomainError)) throw error;
  reply({ refused: { kind: error.kind, code: error.code, message: error.message, details: error.details } });
}
