import { constants, deflateRawSync } from 'node:zlib';

interface ZipEntry {
  name: string;
  /** Raw deflate data. */
  data: Buffer;
  /** The unpacked size the headers declare (a zip bomb may lie). */
  declaredSize: number;
}

/** A little-endian record: zeros, with each [offset, width in bytes, value] field written in. */
function record(size: number, fields: [number, 2 | 4, number][]): Buffer {
  const buffer = Buffer.alloc(size);
  for (const [offset, width, value] of fields) {
    if (width === 2) buffer.writeUInt16LE(value, offset);
    else buffer.writeUInt32LE(value, offset);
  }
  return buffer;
}

/** A ZIP archive: local headers and data, then the central directory. CRCs are 0: nothing here checks them. */
export function zipArchive(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const [compressed, declared, nameLength] = [entry.data.length, entry.declaredSize, name.length];
    const local = record(30, [
      [0, 4, 0x04034b50],
      [4, 2, 20],
      [8, 2, 8],
      [18, 4, compressed],
      [22, 4, declared],
      [26, 2, nameLength],
    ]);
    const central = record(46, [
      [0, 4, 0x02014b50],
      [4, 2, 20],
      [6, 2, 20],
      [10, 2, 8],
      [20, 4, compressed],
      [24, 4, declared],
      [28, 2, nameLength],
      [42, 4, offset],
    ]);
    locals.push(local, name, entry.data);
    directory.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = record(22, [
    [0, 4, 0x06054b50],
    [8, 2, entries.length],
    [10, 2, entries.length],
    [12, 4, directoryBytes.length],
    [16, 4, offset],
  ]);
  return Buffer.concat([...locals, directoryBytes, end]);
}

const entryOf = (name: string, text: string): ZipEntry => {
  const bytes = Buffer.from(text);
  return { name, data: deflateRawSync(bytes), declaredSize: bytes.length };
};

const contentTypes = entryOf(
  '[Content_Types].xml',
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ' +
    'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
);

/** A small, honest DOCX. */
export function smallDocx(): Buffer {
  return zipArchive([
    contentTypes,
    entryOf('word/document.xml', `<w:document><w:body>${'<w:p>Prep notes</w:p>'.repeat(200)}</w:body></w:document>`),
  ]);
}

const gib = 1024 ** 3;

/**
 * Raw deflate of `bytes` zero bytes, built without compressing them: one sync-flushed block of 16 MiB of zeros
 * (about 16 kB) repeated, then an empty final block. Each copy only refers back to zeros, so it stays valid.
 */
function deflatedZeros(bytes: number): Buffer {
  const chunk = 16 * 1024 * 1024;
  const block = deflateRawSync(Buffer.alloc(chunk), { finishFlush: constants.Z_SYNC_FLUSH });
  return Buffer.concat([...Array.from({ length: bytes / chunk }, () => block), deflateRawSync(Buffer.alloc(0))]);
}

/**
 * A zip bomb posing as DOCX: a real [Content_Types].xml first (so it is typed as DOCX), then two parts of
 * 1 GiB of zeros each, about 2 MB in all. `lying` declares 1 MiB per part instead of the truth.
 */
export function docxZipBomb({ lying }: { lying: boolean }): Buffer {
  const zeros = deflatedZeros(gib);
  const declaredSize = lying ? 1024 * 1024 : gib;
  return zipArchive([
    contentTypes,
    { name: 'word/document.xml', data: zeros, declaredSize },
    { name: 'word/media/image1.png', data: zeros, declaredSize },
  ]);
}
