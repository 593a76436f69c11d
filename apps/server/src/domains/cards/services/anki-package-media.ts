import { maxAnkiUnpackedBytes } from '@kurio/shared/cards';
import protobuf from 'protobufjs';
import { z } from 'zod';
import type { BoundedZip } from '../../../platform/uploads/zip-file';

/**
 * The package's media files by the name notes use. Legacy packages map entry names ("0", "1", …) to file names in
 * a JSON `media` entry. Newer ones (collection.anki21b, the default since Anki 2.1.50, and so every package with an
 * Image Occlusion note) write that map as zstd-compressed protobuf (MediaEntries in Anki's import_export.proto:
 * entry i is the zip entry "i") and compress each file with zstd too.
 */
export interface AnkiMedia {
  /** The file's unpacked size as the package declares it, or undefined when the package does not hold it. */
  size(name: string): number | undefined;
  /** The file's bytes, read from the package now; undefined when it is missing, unreadable or past `limit`. */
  read(name: string, limit: number): Promise<Uint8Array | undefined>;
  /** What all the media files hold, in bytes: the plan's media limit is checked against it. */
  totalBytes: number;
}

const legacyMediaMap = z.record(z.string(), z.string());

/** Only the fields read: MediaEntries.entries = 1, MediaEntry.name = 1, size = 2. */
const mediaEntries = protobuf.Root.fromJSON({
  nested: {
    MediaEntry: { fields: { name: { type: 'string', id: 1 }, size: { type: 'uint32', id: 2 } } },
    MediaEntries: { fields: { entries: { rule: 'repeated', type: 'MediaEntry', id: 1 } } },
  },
}).lookupType('MediaEntries');

type Unzstd = (data: Uint8Array, limit: number) => Uint8Array;

function legacyMap(media: Uint8Array): Map<string, string> | undefined {
  try {
    const parsed = legacyMediaMap.safeParse(JSON.parse(new TextDecoder().decode(media)));
    return parsed.success ? new Map(Object.entries(parsed.data).map(([entry, name]) => [name, entry])) : undefined;
  } catch {
    return undefined;
  }
}

/** The newer map, file name → zip entry and declared size; empty when it cannot be read. */
function modernMap(media: Uint8Array, unzstd: Unzstd): Map<string, { entry: string; size: number }> {
  try {
    const decoded = mediaEntries.toObject(mediaEntries.decode(unzstd(media, maxAnkiUnpackedBytes)), {
      defaults: true,
    }) as { entries: { name: string; size: number }[] };
    return new Map(decoded.entries.map((file, index) => [file.name, { entry: String(index), size: file.size }]));
  } catch {
    return new Map();
  }
}

/** zstd adds a few bytes per block to data it cannot compress: a packed file may be that much over its size. */
const packedLimit = (limit: number) => Math.ceil(limit * 1.01) + 1024;

/** The media of a package from its media list (`media` entry) and the package's entries, read on demand. */
export function packageMedia(list: Uint8Array, zip: BoundedZip, unzstd: Unzstd): AnkiMedia {
  const legacy = list.length > 0 ? legacyMap(list) : new Map<string, string>();
  if (legacy) {
    const size = (name: string) => {
      const entry = legacy.get(name);
      return entry === undefined ? undefined : zip.size(entry);
    };
    return {
      totalBytes: [...legacy.keys()].reduce((sum, name) => sum + (size(name) ?? 0), 0),
      size,
      read: async (name, limit) => {
        const entry = legacy.get(name);
        return entry === undefined ? undefined : zip.read(entry, limit).catch(() => undefined);
      },
    };
  }
  const modern = modernMap(list, unzstd);
  return {
    totalBytes: [...modern.values()].reduce((sum, file) => sum + file.size, 0),
    size: (name) =>
      modern.has(name) && zip.size(modern.get(name)!.entry) !== undefined ? modern.get(name)!.size : undefined,
    read: async (name, limit) => {
      const file = modern.get(name);
      try {
        const packed = file && (await zip.read(file.entry, packedLimit(limit)));
        return packed ? unzstd(packed, limit) : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
