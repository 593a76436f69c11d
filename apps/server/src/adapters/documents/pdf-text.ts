import { startWorker } from '../../platform/worker-thread';

/** One run of text as PDF.js places it: its font size and baseline height, and whether a line ends after it. */
export interface PdfTextItem {
  str: string;
  fontSize: number;
  y: number;
  hasEOL: boolean;
}

export type PdfTextResult =
  | { totalPages: number; pages: PdfTextItem[][] }
  | { failure: 'encrypted' | 'unreadable' | 'tooSlow' };

/** What the PDF reader's thread (pdf-text-worker.ts) is started with. */
export interface PdfTextWorkerData {
  bytes: Uint8Array;
}

/**
 * A PDF's text items per page, read by unpdf in a worker thread: a 100-page PDF costs about a second of CPU,
 * which would otherwise stall every other request of the process. A PDF that takes longer than `timeoutMs` is
 * given up on (PDF.js can loop on hostile files).
 */
export function readPdfText(bytes: Uint8Array, timeoutMs = 20_000): Promise<PdfTextResult> {
  return new Promise((resolve) => {
    const worker = startWorker(import.meta.url, 'pdf-text-worker', {
      workerData: { bytes } satisfies PdfTextWorkerData,
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
    const finish = (result: PdfTextResult) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => finish({ failure: 'tooSlow' }), timeoutMs);
    worker.once('message', finish);
    worker.once('error', () => finish({ failure: 'unreadable' }));
    worker.once('exit', () => finish({ failure: 'unreadable' }));
  });
}
