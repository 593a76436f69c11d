import { fileTypeFromBuffer } from 'file-type';
import { unzipWithin } from './zip-bounds';

/** A DOCX is a ZIP: one that unpacks past this is a zip bomb, not prep material (docs/decisions/085). */
export const maxDocxUnpackedBytes = 100 * 1024 * 1024;

export interface UploadType {
  mime: string;
  extension: 'pdf' | 'doc' | 'docx' | 'txt';
}

/** Text without NUL bytes that decodes as UTF-8: what a .txt upload must be. */
function isPlainText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The upload's real type from its bytes (docs/architecture.md §5); undefined unless PDF, DOC, DOCX or TXT. */
export async function detectUploadType(bytes: Buffer, fileName: string): Promise<UploadType | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) return isPlainText(bytes) ? { mime: 'text/plain', extension: 'txt' } : undefined;
  if (detected.ext === 'pdf') return { mime: 'application/pdf', extension: 'pdf' };
  if (detected.ext === 'docx') {
    if (!unzipWithin(bytes, maxDocxUnpackedBytes)) return undefined;
    return { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' };
  }
  // Word 97-2003 files are OLE compound files; so are Excel and Outlook files, hence the name check.
  if (detected.ext === 'cfb' && fileName.toLowerCase().endsWith('.doc')) {
    return { mime: 'application/msword', extension: 'doc' };
  }
  return undefined;
}
