import yauzl, { type Entry, type ZipFile } from 'yauzl';

const maxEntries = 5_000;

/** A ZIP out of the bounds of decision 085, or not a ZIP yauzl can read. */
export class ZipRefused extends Error {}

/** A ZIP read in place, an entry at a time, each entry's size checked against what its directory declares. */
export interface BoundedZip {
  /** The entry's declared unpacked size, or undefined when the ZIP has no entry of that name. */
  size(name: string): number | undefined;
  /** The entry's bytes, refused (ZipRefused) past `limit` before a byte of it is inflated. */
  read(name: string, limit: number): Promise<Buffer | undefined>;
  close(): void;
}

/**
 * Opens a ZIP from a file (read from disk as entries are asked for, never whole) or from bytes, within decision 085's
 * bounds: at most 5,000 entries and `maxUnpackedBytes` declared in all, refused from the central directory before
 * anything is inflated. yauzl stops an entry that inflates past or short of its declared size (decision 167 replaces
 * decision 134's one pass for Anki packages, so an entry is inflated only when it is asked for).
 */
export async function openBoundedZip(source: string | Buffer, maxUnpackedBytes: number): Promise<BoundedZip> {
  const options = { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false };
  let zip: ZipFile;
  try {
    zip =
      typeof source === 'string'
        ? await yauzl.openPromise(source, options)
        : await yauzl.fromBufferPromise(source, options);
  } catch {
    throw new ZipRefused();
  }
  const entries = new Map<string, Entry>();
  try {
    if (zip.entryCount > maxEntries) throw new ZipRefused();
    let declared = 0;
    for await (const entry of zip.eachEntry()) {
      declared += entry.uncompressedSize;
      if (declared > maxUnpackedBytes) throw new ZipRefused();
      entries.set(entry.fileName, entry);
    }
  } catch {
    zip.close();
    throw new ZipRefused();
  }
  return {
    size: (name) => entries.get(name)?.uncompressedSize,
    async read(name, limit) {
      const entry = entries.get(name);
      if (!entry) return undefined;
      if (entry.uncompressedSize > limit) throw new ZipRefused();
      try {
        const chunks: Buffer[] = [];
        for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks, entry.uncompressedSize);
      } catch {
        throw new ZipRefused();
      }
    },
    close: () => zip.close(),
  };
}
