import { randomUUID } from 'node:crypto';
import {
  maxOcclusionImageBytes,
  occlusionImageTypes,
  occlusionMessages,
  parseOcclusion,
} from '@kurio/shared/occlusion';
import { and, eq, inArray } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Db } from '../../../db/client';
import { cardMedia } from '../../../db/schema/index';
import { invalid } from '../../domain-error';
import { cardMediaUrl, mediaIdOf } from './anki-media';
import { storeCardMedia } from './card-media';

const imageField = 'image';
const accepted: ReadonlySet<string> = new Set(occlusionImageTypes);

/**
 * Stores an image for an image occlusion note among the owner's card images (the store Anki imports use), typed by
 * its bytes, whatever its name says: PNG, JPEG or WebP, at most 5 MB.
 */
export async function storeOcclusionImage(
  db: Db,
  userId: string,
  upload: { bytes: Buffer; fileName: string },
): Promise<{ id: string; url: string }> {
  if (upload.bytes.length === 0)
    throw invalid(occlusionMessages.imageRequired, { [imageField]: occlusionMessages.imageRequired });
  if (upload.bytes.length > maxOcclusionImageBytes)
    throw invalid(occlusionMessages.imageTooLarge, { [imageField]: occlusionMessages.imageTooLarge });
  const type = await fileTypeFromBuffer(upload.bytes);
  if (!type || !accepted.has(type.mime))
    throw invalid(occlusionMessages.imageType, { [imageField]: occlusionMessages.imageType });
  const id = randomUUID();
  const url = cardMediaUrl(id);
  const fileName = upload.fileName.slice(0, 255) || `image.${type.ext}`;
  await storeCardMedia(db, userId, [{ id, fileName, mimeType: type.mime, data: upload.bytes, url }]);
  return { id, url };
}

/**
 * Refuses occlusion notes whose image is not one of the owner's: the review would show nothing. Checked before the
 * save, so nothing is written.
 */
export async function assertOwnOcclusionImages(
  db: Db,
  userId: string,
  notes: readonly { type?: string; question: string }[],
): Promise<void> {
  const ids = new Set(
    notes.flatMap((note) => {
      const id = note.type === 'occlusion' ? mediaIdOf(parseOcclusion(note.question)?.image ?? '') : undefined;
      return id ? [id] : [];
    }),
  );
  if (ids.size === 0) return;
  const found = await db
    .select({ id: cardMedia.id })
    .from(cardMedia)
    .where(and(eq(cardMedia.userId, userId), inArray(cardMedia.id, [...ids])));
  if (found.length < ids.size) throw invalid(occlusionMessages.noImage, { question: occlusionMessages.noImage });
}
