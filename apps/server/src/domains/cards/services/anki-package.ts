import { ankiMessages, maxAnkiUnpackedBytes } from '@kurio/shared/cards';
import { strToU8, zipSync } from 'fflate';
import { Decompress } from 'fzstd';
import { openBoundedZip } from '../../../platform/uploads/zip-file';
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

/** An opened .apkg: its SQLite collection unpacked, its media read from the package as they are asked for. */
export interface AnkiPackage {
  collection: Uint8Array;
  media: AnkiMedia;
  /** Closes the package file; the collection stays readable. */
  close(): void;
}

/**
 * Opens an .apkg from a file on disk (an import job's upload) or from bytes, within the bounds of any upload
 * (docs/decisions/085, 167: no zip bombs, at most `maxUnpackedBytes` declared in all, every entry at most its
 * declared size). Only the collection (at most `maxAnkiUnpackedBytes`, as SQLite reads it in memory) and the media
 * list are unpacked here; each media file is read when it is asked for.
 */
export async function readAnkiPackage(
  source: string | Buffer,
  maxUnpackedBytes = maxAnkiUnpackedBytes,
): Promise<AnkiPackage> {
  const zip = await openBoundedZip(source, maxUnpackedBytes).catch(() => {
    throw notAnkiPackage();
  });
  try {
    const name = collectionNames.find((candidate) => zip.size(candidate) !== undefined);
    const packed = name && (await zip.read(name, maxAnkiUnpackedBytes));
    if (!name || !packed) throw notAnkiPackage();
    const collection = name === 'collection.anki21b' ? unzstdWithin(packed, maxAnkiUnpackedBytes) : packed;
    if (!isSqlite(collection)) throw notAnkiPackage();
    const mediaList = (await zip.read('media', maxAnkiUnpackedBytes)) ?? new Uint8Array();
    return { collection, media: packageMedia(mediaList, zip, unzstdWithin), close: () => zip.close() };
  } catch (error) {
    zip.close();
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
