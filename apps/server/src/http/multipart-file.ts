import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error';

export interface MultipartFileForm {
  /** The file's bytes; empty when none was chosen. */
  bytes: Buffer;
  fileName: string;
  values: Record<string, string>;
}

/**
 * One file field and a few text fields from a multipart form. Not multipart is 415, a file over `maxBytes` 413
 * with `tooLarge` on the field, a body cut short or malformed 400, never a 500; other file fields are read past.
 */
export interface MultipartFileOptions {
  field: string;
  maxBytes: number;
  tooLarge: string;
  maxFields?: number;
}

/** The busboy limits of a form of one file and a few short fields; refuses a request that is not multipart. */
export function multipartLimits(request: FastifyRequest, options: MultipartFileOptions) {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'unsupportedMediaType', 'Send the file as multipart/form-data.');
  }
  return { fileSize: options.maxBytes, files: 1, fields: options.maxFields ?? 5, fieldSize: 10_000 };
}

export async function readMultipartFile(
  request: FastifyRequest,
  options: MultipartFileOptions,
): Promise<MultipartFileForm> {
  const limits = multipartLimits(request, options);
  const form: MultipartFileForm = { bytes: Buffer.alloc(0), fileName: '', values: {} };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        form.values[part.fieldname] = String(part.value);
      } else if (part.fieldname === options.field) {
        form.bytes = await part.toBuffer();
        form.fileName = part.filename;
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, 'payloadTooLarge', options.tooLarge, { [options.field]: options.tooLarge });
    }
    throw new HttpError(400, 'badRequest', 'The form could not be read. Please try again.');
  }
  return form;
}
