import { ankiMessages, maxAnkiUnpackedBytes } from '@kurio/shared/cards';
import { strToU8, zipSync } from 'fflate';
import { Decompress } from 'fzstd';
import { unzipWithin } from '../../../platform/uploads/zip-bounds';
import { DomainError } from '../../domain-error';
import { type AnkiMedia, packageMedia } from './anki-package-media';

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

const isSqlite = (bytes: Uint8Array) =>
  bytes.length > sqliteHeader.length &&
  new TextDecoder().decode(bytes.subarray(0, sqliteHeader.length)) === sqliteHeader;

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
    return { collection, media: packageMedia(entries, unzstdWithin) };
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
