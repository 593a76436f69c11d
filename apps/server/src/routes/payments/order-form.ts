import { maxUploadBytes, type OrderFields, orderFieldsSchema, orderMessages } from '@kurio/shared/checkout';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/http-error';
import type { StoredUpload } from '../../services/payments/start-checkout';
import { detectUploadType } from '../../services/payments/upload-type';

const fileField = 'prepMaterial';

/**
 * Reads the multipart order (SPEC §7: role, timeframe, email, optional prepMaterial) and re-checks it all:
 * SPEC §5's messages per field, the file typed by its bytes and capped at 10 MB. Bad input → 400/413.
 */
export async function readOrderForm(request: FastifyRequest): Promise<{ fields: OrderFields; upload?: StoredUpload }> {
  const values: Record<string, string> = {};
  let file: { fileName: string; bytes: Buffer } | undefined;
  const parts = request.parts({ limits: { fileSize: maxUploadBytes, files: 1, fields: 10, fieldSize: 10_000 } });
  for await (const part of parts) {
    if (part.type === 'field') {
      values[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== fileField) {
      part.file.resume();
      continue;
    }
    try {
      const bytes = await part.toBuffer();
      if (bytes.length > 0) file = { fileName: part.filename, bytes };
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new HttpError(413, 'payloadTooLarge', orderMessages.fileSize, { [fileField]: orderMessages.fileSize });
      }
      throw error;
    }
  }

  const fieldErrors: Record<string, string> = {};
  const parsed = orderFieldsSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
  }
  const type = file ? await detectUploadType(file.bytes, file.fileName) : undefined;
  if (file && !type) fieldErrors[fileField] = orderMessages.fileType;
  if (!parsed.success || Object.keys(fieldErrors).length > 0) {
    throw new HttpError(400, 'validation', Object.values(fieldErrors)[0] ?? 'Invalid order', fieldErrors);
  }
  return {
    fields: parsed.data,
    upload: file && type ? { fileName: file.fileName.slice(0, 255), bytes: file.bytes, type } : undefined,
  };
}
