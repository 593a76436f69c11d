import { type OrderFields, orderFieldsSchema, orderMessages } from '@kurio/shared/checkout';
import { maxUploadBytes } from '@kurio/shared/uploads';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../../http/http-error';
import { findUnstorableText, stripUnstorable, unstorableTextMessage } from '../../../http/text-guard';
import { detectUploadType } from '../../../platform/uploads/upload-type';
import type { StoredUpload } from '../services/start-checkout';

const fileField = 'prepMaterial';

interface RawForm {
  values: Record<string, string>;
  /** Present when a file was chosen: a browser sends an empty part with no file name when none was. */
  file?: { fileName: string; bytes: Buffer };
}

const tooLarge = () =>
  new HttpError(413, 'payloadTooLarge', orderMessages.fileSize, { [fileField]: orderMessages.fileSize });

/** The multipart parts; a body cut short or malformed is the client's 400, never a 500. */
async function readParts(request: FastifyRequest): Promise<RawForm> {
  const form: RawForm = { values: {} };
  const parts = request.parts({ limits: { fileSize: maxUploadBytes, files: 1, fields: 10, fieldSize: 10_000 } });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        form.values[part.fieldname] = String(part.value);
      } else if (part.fieldname !== fileField) {
        part.file.resume();
      } else {
        const bytes = await part.toBuffer();
        if (bytes.length > 0 || part.filename) form.file = { fileName: part.filename, bytes };
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) throw error;
    throw new HttpError(400, 'badRequest', 'The form could not be read. Please try again.');
  }
  return form;
}

async function fileProblem(file: NonNullable<RawForm['file']>) {
  if (file.bytes.length === 0) return { message: orderMessages.fileEmpty };
  const type = await detectUploadType(file.bytes, file.fileName);
  return type ? { type } : { message: orderMessages.fileType };
}

/**
 * Reads the multipart order (docs/product.md §7: role, timeframe, email, optional prepMaterial) and re-checks it
 * all: the messages of docs/product.md §5 per field, the file typed by its bytes, capped at 10 MB and not empty.
 * Bad input → 400/413.
 */
export async function readOrderForm(request: FastifyRequest): Promise<{ fields: OrderFields; upload?: StoredUpload }> {
  const { values, file } = await readParts(request);
  const fieldErrors: Record<string, string> = {};
  const parsed = orderFieldsSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
  }
  const badText = findUnstorableText(values);
  if (badText) fieldErrors[badText] ??= unstorableTextMessage;
  const checked = file ? await fileProblem(file) : undefined;
  if (checked?.message) fieldErrors[fileField] = checked.message;
  if (!parsed.success || Object.keys(fieldErrors).length > 0) {
    throw new HttpError(400, 'validation', Object.values(fieldErrors)[0] ?? 'Invalid order', fieldErrors);
  }
  return {
    fields: parsed.data,
    upload:
      file && checked?.type
        ? { fileName: stripUnstorable(file.fileName).slice(0, 255), bytes: file.bytes, type: checked.type }
        : undefined,
  };
}
