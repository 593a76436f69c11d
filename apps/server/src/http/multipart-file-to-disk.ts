import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error';
import { type MultipartFileOptions, multipartLimits } from './multipart-file';

export interface SavedMultipartFile {
  /** Where the file was written; `remove` deletes it (and its directory). Empty when none was chosen. */
  path: string;
  size: number;
  values: Record<string, string>;
  remove: () => Promise<void>;
}

/**
 * One file field and a few text fields from a multipart form, the file streamed to a temporary file so an upload of
 * a gigabyte never sits in memory. Not multipart is 415, a file over `maxBytes` 413 with `tooLarge` on the field, a
 * body cut short or malformed 400, never a 500; on any refusal the partial file is deleted.
 */
export async function saveMultipartFile(
  request: FastifyRequest,
  options: MultipartFileOptions,
): Promise<SavedMultipartFile> {
  const limits = multipartLimits(request, options);
  // A directory of its own per upload: its name cannot clash with another process's on the same machine.
  const directory = await mkdtemp(path.join(tmpdir(), 'kurio-upload-'));
  const saved: SavedMultipartFile = {
    path: '',
    size: 0,
    values: {},
    remove: () => rm(directory, { recursive: true, force: true }),
  };
  let tooLarge = false;
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        saved.values[part.fieldname] = String(part.value);
      } else if (part.fieldname === options.field) {
        const target = path.join(directory, 'upload');
        const output = createWriteStream(target);
        await pipeline(part.file, output);
        tooLarge = part.file.truncated;
        saved.path = target;
        saved.size = output.bytesWritten;
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    await saved.remove();
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') tooLarge = true;
    else throw new HttpError(400, 'badRequest', 'The form could not be read. Please try again.');
  }
  if (tooLarge) {
    await saved.remove();
    throw new HttpError(413, 'payloadTooLarge', options.tooLarge, { [options.field]: options.tooLarge });
  }
  return saved;
}
