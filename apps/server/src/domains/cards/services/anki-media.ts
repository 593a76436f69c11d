import { randomUUID } from 'node:crypto';
import { pathOf } from '@kurio/shared/api/route';
import { routes } from '@kurio/shared/api/routes';
import { cardMediaPath, cardMediaUrls } from '@kurio/shared/card-media';
import { fileTypeFromBuffer } from 'file-type';
import type { AnkiMedia } from './anki-package-media';

/** Raster images only: an SVG can carry script, and nothing else renders as an <img> in every browser. */
const imageTypes = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif']);
export const maxImageBytes = 5 * 1024 * 1024;
/** What one import may add in images, so a 200 MB package of pictures does not all land in the database. */
export const maxImportImageBytes = 50 * 1024 * 1024;

export interface KeptImage {
  id: string;
  fileName: string;
  mimeType: string;
  data: Buffer;
  /** Where the card's Markdown points: served only to the image's owner. */
  url: string;
}

export const cardMediaUrl = (id: string) => pathOf(routes.card.media, { id });
/** The stored image's id when `url` is one of Kurio's media URLs. */
export const mediaIdOf = (url: string) =>
  url.startsWith(cardMediaPath) && /^[0-9a-f-]{36}$/.test(url.slice(cardMediaPath.length))
    ? url.slice(cardMediaPath.length)
    : undefined;

/**
 * The images notes refer to that the package holds, typed by their bytes, each at most `maxImageBytes` and
 * `maxImportImageBytes` in all; the rest by name with the reason they were left out.
 */
export async function keepImages(
  media: AnkiMedia,
  referenced: Iterable<string>,
): Promise<{ kept: Map<string, KeptImage>; refused: Map<string, string> }> {
  const kept = new Map<string, KeptImage>();
  const refused = new Map<string, string>();
  let total = 0;
  for (const name of new Set(referenced)) {
    const bytes = media.read(name);
    if (!bytes) {
      refused.set(name, 'Images missing from the package are left out');
      continue;
    }
    const type = await fileTypeFromBuffer(bytes);
    if (!type || !imageTypes.has(type.mime)) {
      refused.set(name, 'Only PNG, JPEG, GIF, WebP and AVIF images are kept');
    } else if (bytes.length > maxImageBytes || total + bytes.length > maxImportImageBytes) {
      refused.set(name, 'Images over 5 MB, or past 50 MB in one import, are left out');
    } else {
      total += bytes.length;
      const id = randomUUID();
      kept.set(name, {
        id,
        fileName: name.slice(0, 255),
        mimeType: type.mime,
        data: Buffer.from(bytes),
        url: cardMediaUrl(id),
      });
    }
  }
  return { kept, refused };
}

/** The kept images the cards show (only those are stored), each once. */
export function imagesShownBy(
  cards: Iterable<{ question: string; answer: string }>,
  kept: Iterable<KeptImage>,
): KeptImage[] {
  const byUrl = new Map([...kept].map((image) => [image.url, image]));
  const shown = new Map<string, KeptImage>();
  for (const card of cards) {
    for (const url of cardMediaUrls(`${card.question}\n${card.answer}`)) {
      const image = byUrl.get(url);
      if (image) shown.set(url, image);
    }
  }
  return [...shown.values()];
}
