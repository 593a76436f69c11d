import { downloadRecordPrefix, downloadsCacheName } from '../offline-caches';
import {
  DownloadError,
  type DownloadItem,
  type DownloadRecord,
  downloadMessages,
  downloadRecordSchema,
} from './download-item';

// Downloads live in Cache Storage, where the service worker (src/service-worker/sw.ts) answers from them: the
// audio with byte ranges, the API answers when the network cannot. A record is written last, after every file
// is stored, and only a record makes a download count, so a download that fails half-way never shows as done.

const recordUrl = (item: Pick<DownloadItem, 'kind' | 'id'>) =>
  `${downloadRecordPrefix}${item.kind}/${encodeURIComponent(item.id)}`;

const storageAvailable = () => typeof caches !== 'undefined';

async function readRecords(cache: Cache): Promise<DownloadRecord[]> {
  const keys = (await cache.keys()).filter((request) => new URL(request.url).pathname.startsWith(downloadRecordPrefix));
  const records = await Promise.all(
    keys.map(async (request) => downloadRecordSchema.safeParse(await (await cache.match(request))?.json())),
  );
  return records.flatMap((parsed) => (parsed.success ? [parsed.data] : []));
}

/** Every completed download on this device, newest first. */
export async function listDownloads(): Promise<DownloadRecord[]> {
  if (!storageAvailable()) return [];
  const records = await readRecords(await caches.open(downloadsCacheName));
  return records.sort((a, b) => b.savedAt - a.savedAt);
}

/** Deletes the files no remaining download uses (a quest's answer can serve two books). */
async function deleteUnused(cache: Cache, urls: string[]) {
  const inUse = new Set((await readRecords(cache)).flatMap((record) => record.urls));
  await Promise.all(urls.filter((url) => !inUse.has(url)).map((url) => cache.delete(url)));
}

function failure(error: unknown): DownloadError {
  if (error instanceof DownloadError) return error;
  if (error instanceof DOMException && error.name === 'QuotaExceededError') {
    return new DownloadError(downloadMessages.noSpace);
  }
  // Anything else is the network failing between the request and the last byte.
  return new DownloadError(downloadMessages.connectionLost);
}

/** Refuses early when the browser says the files cannot fit, rather than failing after minutes of downloading. */
async function checkRoom(bytes: number) {
  const estimate = await navigator.storage?.estimate?.();
  if (estimate?.quota !== undefined && estimate.usage !== undefined && estimate.quota - estimate.usage < bytes) {
    throw new DownloadError(downloadMessages.noSpace);
  }
}

/** Reads a body to the end, reporting each chunk's size. */
async function readBody(response: Response, onBytes: (bytes: number) => void): Promise<Blob> {
  const type = response.headers.get('content-type') ?? '';
  if (!response.body) return new Blob([], { type });
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    onBytes(value.byteLength);
  }
  return new Blob(chunks, { type });
}

/**
 * Stores every URL of a download, reporting progress from 0 to 1, then its record. On any failure it deletes what
 * it stored and throws a DownloadError saying why (offline, no space, connection lost, refused by the server).
 */
export async function saveDownload(
  item: DownloadItem,
  urls: string[],
  onProgress: (fraction: number) => void,
): Promise<DownloadRecord> {
  if (!storageAvailable()) throw new DownloadError(downloadMessages.unsupported);
  if (!navigator.onLine) throw new DownloadError(downloadMessages.offline);
  const unique = [...new Set(urls)];
  if (unique.length === 0) throw new DownloadError(downloadMessages.nothingToStore);
  const cache = await caches.open(downloadsCacheName);
  try {
    const responses = await Promise.all(unique.map((url) => fetch(url)));
    const refused = responses.find((response) => !response.ok);
    if (refused) throw new DownloadError(downloadMessages.serverRefused(refused.status));
    const expected = responses.reduce((sum, response) => sum + Number(response.headers.get('content-length') ?? 0), 0);
    await checkRoom(expected);
    let received = 0;
    const bodies: Blob[] = [];
    for (const response of responses) {
      bodies.push(
        await readBody(response, (bytes) => {
          received += bytes;
          onProgress(Math.min(received / Math.max(expected, received, 1), 1));
        }),
      );
    }
    await Promise.all(
      unique.map((url, index) => {
        const body = bodies[index]!;
        const headers = { 'content-type': body.type, 'content-length': String(body.size) };
        return cache.put(url, new Response(body, { headers }));
      }),
    );
    const record: DownloadRecord = {
      ...item,
      urls: unique,
      bytes: bodies.reduce((sum, body) => sum + body.size, 0),
      savedAt: Date.now(),
    };
    await cache.put(recordUrl(item), Response.json(record));
    return record;
  } catch (error) {
    await deleteUnused(cache, unique);
    throw failure(error);
  }
}

/** Deletes one download: its record first, so it stops counting at once, then the files only it used. */
export async function removeDownload(record: DownloadRecord): Promise<void> {
  if (!storageAvailable()) return;
  const cache = await caches.open(downloadsCacheName);
  await cache.delete(recordUrl(record));
  await deleteUnused(cache, record.urls);
}
