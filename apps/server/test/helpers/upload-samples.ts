import { randomFillSync } from 'node:crypto';

/** A minimal but valid one-page PDF (what file-type and PDF readers both accept). */
export function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The first bytes of a PNG: a binary that is not an accepted upload whatever its name says. */
export const pngBytes = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

/**
 * A PNG of `size` bytes, as incompressible as a photo: the 1×1 image's header, then a private chunk of random bytes
 * (which readers skip by its length), then IEND. Large packages are made of these.
 */
export function incompressiblePng(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  pngBytes.copy(bytes);
  const filler = size - pngBytes.length - 24;
  bytes.writeUInt32BE(filler, pngBytes.length);
  bytes.write('raNd', pngBytes.length + 4, 'latin1');
  randomFillSync(bytes, pngBytes.length + 8, filler);
  const end = size - 12;
  bytes.write('IEND', end + 4, 'latin1');
  bytes.writeUInt32BE(0xae426082, end + 8);
  return bytes;
}

export interface MultipartFile {
  name: string;
  type: string;
  bytes: Buffer;
}

/** A multipart/form-data body as a browser's FormData would send it. */
export function multipartBody(fields: Record<string, string>, file?: MultipartFile & { field?: string }) {
  const boundary = `----kurio${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'prepMaterial'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
