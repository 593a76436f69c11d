// Runs in a worker thread (see pdf-text.ts): PDF.js parses on this thread, not the one serving requests.
// Plain JavaScript so Node starts it as it is, from src/ in tests and from dist/ when built.
import { parentPort, workerData } from 'node:worker_threads';
import { extractTextItems, getDocumentProxy } from 'unpdf';

try {
  const pdf = await getDocumentProxy(workerData.bytes, { verbosity: 0 });
  try {
    const { totalPages, items } = await extractTextItems(pdf);
    const pages = items.map((page) => page.map(({ str, fontSize, y, hasEOL }) => ({ str, fontSize, y, hasEOL })));
    parentPort.postMessage({ totalPages, pages });
  } finally {
    await pdf.destroy();
  }
} catch (error) {
  parentPort.postMessage({ failure: error?.name === 'PasswordException' ? 'encrypted' : 'unreadable' });
}
