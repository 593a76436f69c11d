import { ankiMessages, maxAnkiUnpackedBytes } from '@kurio/shared/cards';
import { strToU8, zipSync } from 'fflate';
import { Decompress } from 'fzstd';
import { z } from 'zod';
import { unzipWithin } from '../../../platform/uploads/zip-bounds';
import { DomainError } from '../../domain-error';

/** Newest first: a package holding anki21b keeps only an "update Anki" stub in its older collection files. */
const collectionNames = ['collection.anki21b', 'collection.anki21', 'collection.anki2'] as const;
const sqliteHeader = 'SQLite format 3\0';

export const notAnkiPackage = () =>
  new DomainError('invalid', 'notAnkiPackage', ankiMessages.notAPackage, {
    fieldErrors: { package: ankiMessages.notAPackage },
  });

/** Zstandard frames unpacked chunk by chunk, refused as soon as they pass `limit` bytes. */
export function unzstdWithin(data: Uint8Array, limit: number): Uint8Array {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const stream = new Decompress((chunk) => {
    total += chunk.length;
    if (total > limit) throw notAnkiPackage();
    chunks.push(chunk);
  });
  stream.push(data, true);
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

const legacyMediaMap = z.record(z.string(), z.string());

const isSqlite = (bytes: Uint8Array) =>
  bytes.length > sqliteHeader.length &&
  new TextDecoder().decode(bytes.subarray(0, sqliteHeader.length)) === sqliteHeader;

/**
 * The package's media files by the name notes use. Legacy packages map entry names ("0", "1", …) to file names
 * in a JSON `media` entry; newer ones write that map as zstd-compressed protobuf, which is not read here, so
 * their media come back empty (and their images are reported as left out).
 */
export interface AnkiMedia {
  /** The file's bytes, or undefined when the package does not hold it. */
  read(name: string): Uint8Array | undefined;
  /** What all the media files hold, in bytes: the plan's media limit is checked against it. */
  totalBytes: number;
}

function packageMedia(entries: Record<string, Uint8Array>): AnkiMedia {
  let map: Record<string, string> = {};
  try {
    const parsed = legacyMediaMap.safeParse(entries.media ? JSON.parse(new TextDecoder().decode(entries.media)) : {});
    if (parsed.success) map = parsed.data;
  } catch {
    // Not JSON: a newer package's protobuf map.
  }
  const entryOf = new Map(Object.entries(map).map(([entry, name]) => [name, entry]));
  return {
    totalBytes: [...entryOf.values()].reduce((sum, entry) => sum + (entries[entry]?.length ?? 0), 0),
    read(name) {
      const entry = entryOf.get(name);
      return entry === undefined ? undefined : entries[entry];
    },
  };
}

/**
 * The SQLite collection and the media inside an .apkg, unpacked once within the bounds of any upload
 * (docs/decisions/085, 131: no zip bombs, at most `maxAnkiUnpackedBytes` in all, every entry at most its declared
 * size).
 */
export function readAnkiPackage(bytes: Buffer): { collection: Uint8Array; media: AnkiMedia } {
  const entries = unzipWithin(bytes, maxAnkiUnpackedBytes, () => true);
  const name = collectionNames.find((candidate) => entries?.[candidate]);
  if (!entries || !name) throw notAnkiPackage();
  try {
    const collection =
      name === 'collection.anki21b' ? unzstdWithin(entries[name]!, maxAnkiUnpackedBytes) : entries[name]!;
    if (!isSqlite(collection)) throw notAnkiPackage();
    return { collection, media: packageMedia(entries) };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw notAnkiPackage();
  }
}

/** An .apkg holding a legacy collection.anki2 (which every Anki version imports) and its media files by name. */
export function writeAnkiPackage(collection: Uint8Array, media: Record<string, Uint8Array> = {}): Uint8Array {
  const names = Object.keys(media);
  const map = Object.fromEntries(names.map((name, index) => [String(index), name]));
  const files = Object.fromEntries(names.map((name, index) => [String(index), media[name]!]));
  return zipSync({ 'collection.anki2': collection, media: strToU8(JSON.stringify(map)), ...files });
}
