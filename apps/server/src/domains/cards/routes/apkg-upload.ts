import { type AnkiScheduling, ankiMessages, ankiSchedulingChoices, maxAnkiPackageBytes } from '@kurio/shared/cards';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../../http/http-error';

const fileField = 'package';

/**
 * The multipart form of an Anki import: the `package` file (at most `maxAnkiPackageBytes`) and the `scheduling`
 * choice. A body cut short or malformed is the client's 400, an oversized file 413, never a 500.
 */
export async function readApkgUpload(request: FastifyRequest): Promise<{ bytes: Buffer; scheduling: AnkiScheduling }> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'unsupportedMediaType', 'Send the package as multipart/form-data.');
  }
  let bytes: Buffer | undefined;
  let scheduling: string | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxAnkiPackageBytes, files: 1, fields: 5 } })) {
      if (part.type === 'field') {
        if (part.fieldname === 'scheduling') scheduling = String(part.value);
      } else if (part.fieldname === fileField) {
        bytes = await part.toBuffer();
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, 'payloadTooLarge', ankiMessages.tooLarge, { [fileField]: ankiMessages.tooLarge });
    }
    throw new HttpError(400, 'badRequest', 'The form could not be read. Please try again.');
  }
  if (!bytes || bytes.length === 0) {
    throw new HttpError(400, 'validation', ankiMessages.fileRequired, { [fileField]: ankiMessages.fileRequired });
  }
  const choice = ankiSchedulingChoices.find((value) => value === (scheduling ?? 'fresh'));
  if (!choice) {
    const message = 'Choose whether to keep Anki’s scheduling or start fresh.';
    throw new HttpError(400, 'validation', message, { scheduling: message });
  }
  return { bytes, scheduling: choice };
}
