// Runs in a worker thread (see pdf-text.ts): PDF.js parses on this thread, not the one serving requests.
import { parentPort, workerData } from 'node:worker_threads';
import { extractTextItems, getDocumentProxy } from 'unpdf';
import type { PdfTextResult, PdfTextWorkerData } from './pdf-text';

const { bytes } = workerData as PdfTextWorkerData;
const reply = (result: PdfTextResult) => parentPort!.postMessage(result);

try {
  const pdf = await getDocumentProxy(bytes, { verbosity: 0 });
  try {
    const { totalPages, items } = await extractTextItems(pdf);
    reply({
      totalPages,
      pages: items.map((page) => page.map(({ str, fontSize, y, hasEOL }) => ({ str, fontSize, y, hasEOL }))),
    });
  } finally {
    await pdf.destroy();
  }
} catch (error) {
  reply({ failure: error instanceof Error && error.name === 'PasswordException' ? 'encrypted' : 'unreadable' });
}
