import { type AnkiScheduling, ankiMessages, ankiSchedulingChoices, maxAnkiPackageBytes } from '@kurio/shared/cards';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../../http/http-error';
import { readMultipartFile } from '../../../http/multipart-file';

const fileField = 'package';

/**
 * The multipart form of an Anki import: the `package` file (at most `maxAnkiPackageBytes`) and the `scheduling`
 * choice. A body cut short or malformed is the client's 400, an oversized file 413, never a 500.
 */
export async function readApkgUpload(request: FastifyRequest): Promise<{ bytes: Buffer; scheduling: AnkiScheduling }> {
  const { bytes, values } = await readMultipartFile(request, {
    field: fileField,
    maxBytes: maxAnkiPackageBytes,
    tooLarge: ankiMessages.tooLarge,
  });
  if (bytes.length === 0) {
    throw new HttpError(400, 'validation', ankiMessages.fileRequired, { [fileField]: ankiMessages.fileRequired });
  }
  const choice = ankiSchedulingChoices.find((value) => value === (values.scheduling ?? 'fresh'));
  if (!choice) {
    const message = 'Choose whether to keep Anki’s scheduling, reschedule from its review history or start fresh.';
    throw new HttpError(400, 'validation', message, { scheduling: message });
  }
  return { bytes, scheduling: choice };
}
