import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';

const inflate = promisify(inflateRaw);

const endOfDirectorySignature = 0x06054b50;
const directoryEntrySignature = 0x02014b50;
const localHeaderSignature = 0x04034b50;
const maxEntries = 5_000;

interface Entry {
  method: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
}

function findEndOfDirectory(bytes: Buffer): number | undefined {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (bytes.readUInt32LE(at) === endOfDirectorySignature) return at;
  }
  return undefined;
}

/** The central directory's entries; undefined when it is malformed or ZIP64 (no DOCX under 10 MB needs that). */
function readEntries(bytes: Buffer): Entry[] | undefined {
  const end = findEndOfDirectory(bytes);
  if (end === undefined) return undefined;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || at === 0xffffffff || count > maxEntries) return undefined;
  const entries: Entry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== directoryEntrySignature) return undefined;
    entries.push({
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      localHeaderOffset: bytes.readUInt32LE(at + 42),
    });
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

async function entryUnpacksTo(bytes: Buffer, entry: Entry): Promise<number | undefined> {
  const header = entry.localHeaderOffset;
  if (header + 30 > bytes.length || bytes.readUInt32LE(header) !== localHeaderSignature) return undefined;
  const start = header + 30 + bytes.readUInt16LE(header + 26) + bytes.readUInt16LE(header + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) return undefined;
  if (entry.method === 0) return data.length;
  if (entry.method !== 8) return undefined;
  try {
    // Never more than the size the directory declares: a header that lies stops here, not gigabytes later.
    return (await inflate(data, { maxOutputLength: Math.max(1, entry.size) })).length;
  } catch {
    return undefined;
  }
}

/**
 * True when a ZIP (a DOCX) unpacks to at most `maxUnpackedBytes` in all. Refuses a zip bomb from its
 * directory's declared sizes without inflating anything, and inflates the rest at most to those sizes.
 */
export async function zipUnpacksWithin(bytes: Buffer, maxUnpackedBytes: number): Promise<boolean> {
  const entries = readEntries(bytes);
  if (!entries) return false;
  const declared = entries.reduce((sum, entry) => sum + entry.size, 0);
  if (declared > maxUnpackedBytes) return false;
  for (const entry of entries) {
    if ((await entryUnpacksTo(bytes, entry)) !== entry.size) return false;
  }
  return true;
}
