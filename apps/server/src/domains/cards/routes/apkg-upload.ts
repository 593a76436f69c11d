import {
  type AnkiScheduling,
  ankiMessages,
  ankiSchedulingChoices,
  maxAnkiPackageBytes,
  maxAnkiProPackageBytes,
} from '@kurio/shared/cards';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../../http/http-error';
import { readMultipartFile } from '../../../http/multipart-file';
import { type SavedMultipartFile, saveMultipartFile } from '../../../http/multipart-file-to-disk';

const fileField = 'package';

const noFile = () =>
  new HttpError(400, 'validation', ankiMessages.fileRequired, { [fileField]: ankiMessages.fileRequired });

function schedulingOf(values: Record<string, string>): AnkiScheduling {
  const choice = ankiSchedulingChoices.find((value) => value === (values.scheduling ?? 'fresh'));
  if (!choice) {
    const message = 'Choose whether to keep Anki’s scheduling, reschedule from its review history or start fresh.';
    throw new HttpError(400, 'validation', message, { scheduling: message });
  }
  return choice;
}

/**
 * The multipart form of an Anki import in one request: the `package` file (at most `maxAnkiPackageBytes`, held in
 * memory) and the `scheduling` choice. A body cut short or malformed is the client's 400, an oversized file 413,
 * never a 500.
 */
export async function readApkgUpload(request: FastifyRequest): Promise<{ bytes: Buffer; scheduling: AnkiScheduling }> {
  const { bytes, values } = await readMultipartFile(request, {
    field: fileField,
    maxBytes: maxAnkiPackageBytes,
    tooLarge: ankiMessages.tooLarge,
  });
  if (bytes.length === 0) throw noFile();
  return { bytes, scheduling: schedulingOf(values) };
}

/**
 * The same form for an import job, the package streamed to a temporary file (decision 167): at most
 * `maxAnkiPackageBytes` on the free plan, `maxAnkiProPackageBytes` on Pro. The caller removes the file.
 */
export async function saveApkgUpload(
  request: FastifyRequest,
  pro: boolean,
): Promise<{ file: SavedMultipartFile; scheduling: AnkiScheduling }> {
  const file = await saveMultipartFile(request, {
    field: fileField,
    maxBytes: pro ? maxAnkiProPackageBytes : maxAnkiPackageBytes,
    tooLarge: pro ? ankiMessages.tooLargePro : ankiMessages.tooLarge,
  });
  try {
    if (file.size === 0) throw noFile();
    return { file, scheduling: schedulingOf(file.values) };
  } catch (error) {
    await file.remove();
    throw error;
  }
}
