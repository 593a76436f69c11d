import { Unzip, type UnzipFile, UnzipInflate } from 'fflate';

const maxEntries = 5_000;
/**
 * The ZIP is handed to fflate this many bytes at a time. Deflate expands at most about 1,032 times, so an entry
 * whose header lies about its size stops within about 16 MB past it, not gigabytes later; and fflate, which
 * reads the entries within one push recursively, never nests deeper than a few hundred.
 */
const pushBytes = 16 * 1024;

class OutOfBounds extends Error {}

interface Budget {
  entries: number;
  declared: number;
  unpacked: number;
  readonly max: number;
}

/** Unpacks one entry as fflate streams it, refused past its declared size or the ZIP's budget; `keep` gets it. */
function readEntry(file: UnzipFile, budget: Budget, keep?: (bytes: Uint8Array) => void): void {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const take = (chunk: Uint8Array) => {
    size += chunk.length;
    budget.unpacked += chunk.length;
    // An entry written with a data descriptor declares no size before its data: the ZIP's budget bounds it.
    if (size > (file.originalSize ?? budget.max) || budget.unpacked > budget.max) throw new OutOfBounds();
    if (keep) chunks.push(chunk);
  };
  file.ondata = (error, data, final) => {
    if (error) throw error;
    take(data);
    if (!final) return;
    if (file.originalSize !== undefined && size !== file.originalSize) throw new OutOfBounds();
    keep?.(Buffer.concat(chunks, size));
  };
  file.start();
}

/**
 * A ZIP's entries, read in one pass by fflate, or undefined when it is out of bounds (docs/decisions/085, 134):
 * more than 5,000 entries, more than `maxUnpackedBytes` declared in all (refused from its header before the entry
 * that passes it is inflated), an entry that unpacks past or short of its declared size, an unknown compression,
 * or data that does not inflate. Only the entries `keep` names are returned; the others are checked and dropped.
 */
export function unzipWithin(
  bytes: Uint8Array,
  maxUnpackedBytes: number,
  keep: (name: string) => boolean = () => false,
): Record<string, Uint8Array> | undefined {
  const entries: Record<string, Uint8Array> = {};
  const budget: Budget = { entries: 0, declared: 0, unpacked: 0, max: maxUnpackedBytes };
  const unzip = new Unzip((file) => {
    budget.entries += 1;
    budget.declared += file.originalSize ?? 0;
    if (budget.entries > maxEntries || budget.declared > maxUnpackedBytes) throw new OutOfBounds();
    readEntry(file, budget, keep(file.name) ? (entry) => (entries[file.name] = entry) : undefined);
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < bytes.length; at += pushBytes) {
      unzip.push(bytes.subarray(at, at + pushBytes), at + pushBytes >= bytes.length);
    }
  } catch {
    return undefined;
  }
  return entries;
}
