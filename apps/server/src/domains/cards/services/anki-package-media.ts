import { maxAnkiUnpackedBytes } from '@kurio/shared/cards';
import protobuf from 'protobufjs';
import { z } from 'zod';

/**
 * The package's media files by the name notes use. Legacy packages map entry names ("0", "1", …) to file names in
 * a JSON `media` entry. Newer ones (collection.anki21b, the default since Anki 2.1.50, and so every package with an
 * Image Occlusion note) write that map as zstd-compressed protobuf (MediaEntries in Anki's import_export.proto:
 * entry i is the zip entry "i") and compress each file with zstd too.
 */
export interface AnkiMedia {
  /** The file's bytes, or undefined when the package does not hold it. */
  read(name: string): Uint8Array | undefined;
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

export function packageMedia(entries: Record<string, Uint8Array>, unzstd: Unzstd): AnkiMedia {
  const media = entries.media ?? new Uint8Array();
  const legacy = media.length > 0 ? legacyMap(media) : new Map<string, string>();
  if (legacy) {
    return {
      totalBytes: [...legacy.values()].reduce((sum, entry) => sum + (entries[entry]?.length ?? 0), 0),
      read: (name) => {
        const entry = legacy.get(name);
        return entry === undefined ? undefined : entries[entry];
      },
    };
  }
  const modern = modernMap(media, unzstd);
  return {
    totalBytes: [...modern.values()].reduce((sum, file) => sum + file.size, 0),
    read: (name) => {
      const file = modern.get(name);
      const packed = file && entries[file.entry];
      if (!packed) return undefined;
      try {
        return unzstd(packed, maxAnkiUnpackedBytes);
      } catch {
        return undefined;
      }
    },
  };
}
