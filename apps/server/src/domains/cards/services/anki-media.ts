import { randomUUID } from 'node:crypto';
import { pathOf } from '@kurio/shared/api/route';
import { routes } from '@kurio/shared/api/routes';
import { cardMediaPath, cardMediaUrls } from '@kurio/shared/card-media';
import { fileTypeFromBuffer } from 'file-type';
import type { AnkiMedia } from './anki-package-media';

/** Raster images only: an SVG can carry script, and nothing else renders as an <img> in every browser. */
const imageTypes = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif']);
export const maxImageBytes = 5 * 1024 * 1024;
/**
 * What an import in one request may add in images (all held in memory for its one transaction), so a package of
 * pictures does not all land in the database at once. An import job stores each image as it reads it (decision
 * 167), so on Pro it keeps all its package holds.
 */
export const maxImportImageBytes = 50 * 1024 * 1024;

/** An image kept from a package: what cards point at; its bytes are stored once, as soon as they are read. */
export interface KeptImage {
  id: string;
  fileName: string;
  mimeType: string;
  /** Where the card's Markdown points: served only to the image's owner. */
  url: string;
}

export type ImageFile = KeptImage & { data: Buffer };

export const cardMediaUrl = (id: string) => pathOf(routes.card.media, { id });
/** The stored image's id when `url` is one of Kurio's media URLs. */
export const mediaIdOf = (url: string) =>
  url.startsWith(cardMediaPath) && /^[0-9a-f-]{36}$/.test(url.slice(cardMediaPath.length))
    ? url.slice(cardMediaPath.length)
    : undefined;

const tooLargeReason = 'Images over 5 MB, or past the import’s limit in all, are left out';

/**
 * The images notes refer to that the package holds, typed by their bytes, each at most `maxImageBytes` and
 * `maxTotalBytes` in all; the rest by name with the reason they were left out. Each is read from the package and
 * handed to `keep` one at a time (which stores it), so the package's media are never held together.
 */
export async function keepImages(
  media: AnkiMedia,
  referenced: Iterable<string>,
  options: { maxTotalBytes: number; keep: (image: ImageFile) => Promise<void> },
): Promise<{ kept: Map<string, KeptImage>; refused: Map<string, string> }> {
  const kept = new Map<string, KeptImage>();
  const refused = new Map<string, string>();
  let total = 0;
  for (const name of new Set(referenced)) {
    const size = media.size(name);
    // A file past the bound is refused from its declared size, never inflated.
    if (size !== undefined && size > maxImageBytes) {
      refused.set(name, tooLargeReason);
      continue;
    }
    const bytes = size === undefined ? undefined : await media.read(name, maxImageBytes);
    if (!bytes) {
      refused.set(name, 'Images missing from the package are left out');
      continue;
    }
    const type = await fileTypeFromBuffer(bytes);
    if (!type || !imageTypes.has(type.mime)) {
      refused.set(name, 'Only PNG, JPEG, GIF, WebP and AVIF images are kept');
    } else if (total + bytes.length > options.maxTotalBytes) {
      refused.set(name, tooLargeReason);
    } else {
      total += bytes.length;
      const id = randomUUID();
      const image = { id, fileName: name.slice(0, 255), mimeType: type.mime, url: cardMediaUrl(id) };
      await options.keep({ ...image, data: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
      kept.set(name, image);
    }
  }
  return { kept, refused };
}

/** The kept images the cards show (only those are stored), each once. */
export function imagesShownBy<Image extends KeptImage>(
  cards: Iterable<{ question: string; answer: string }>,
  kept: Iterable<Image>,
): Image[] {
  const byUrl = new Map([...kept].map((image) => [image.url, image]));
  const shown = new Map<string, Image>();
  for (const card of cards) {
    for (const url of cardMediaUrls(`${card.question}\n${card.answer}`)) {
      const image = byUrl.get(url);
      if (image) shown.set(url, image);
    }
  }
  return [...shown.values()];
}
