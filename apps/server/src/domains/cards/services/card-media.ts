import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { cardMedia } from '../../../db/schema/index';
import { notFound } from '../../domain-error';
import type { ImageFile } from './anki-media';

/**
 * Stores an import's images for their owner, tagged with the import job when one writes them. The bytes go as
 * base64 text that the database decodes: PGlite encodes a bytea parameter in JavaScript at about 200 ms a megabyte,
 * base64 costs about 30 (decision 167), and PostgreSQL takes either.
 */
export async function storeCardMedia(db: Db, userId: string, images: ImageFile[], importJobId?: string): Promise<void> {
  for (const image of images) {
    await db.insert(cardMedia).values({
      id: image.id,
      userId,
      fileName: image.fileName,
      mimeType: image.mimeType,
      sizeBytes: image.data.length,
      data: sql`decode(${image.data.toString('base64')}, 'base64')`,
      importJobId,
    });
  }
}

const extensions: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

/** The user's stored images as package files (`<id>.<ext>`, never clashing), their bytes read on demand. */
export async function userMediaFiles(db: Db, userId: string) {
  const rows = await db
    .select({ id: cardMedia.id, mimeType: cardMedia.mimeType })
    .from(cardMedia)
    .where(eq(cardMedia.userId, userId));
  return rows.map((row) => ({
    id: row.id,
    packageName: `${row.id}.${extensions[row.mimeType] ?? 'img'}`,
    read: async () => (await readCardMedia(db, userId, row.id)).data,
  }));
}

/** One of the user's stored images; anyone else's, or none, is "not found". */
export async function readCardMedia(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({ mimeType: cardMedia.mimeType, data: cardMedia.data })
    .from(cardMedia)
    .where(and(eq(cardMedia.id, id), eq(cardMedia.userId, userId)));
  if (!row) throw notFound('That image does not exist.');
  return row;
}
