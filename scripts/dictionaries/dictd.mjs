// Reads a dictionary in the dictd format (dictd(8), dictzip(1)): an `.index` of tab-separated
// lines `headword, offset, length`, the numbers in dictd's base-64 digits, pointing into a `.dict` file that is
// often compressed with dictzip. A dictzip file is an ordinary gzip member whose header carries a random-access
// table; Node's gunzip reads it whole, which is all a build script needs. No npm package reads this format.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

const digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A number in dictd's index notation: base 64, most significant digit first ("B+X8" → 126972). */
export function decodeDictdNumber(text) {
  let value = 0;
  for (const char of text) {
    const digit = digits.indexOf(char);
    if (digit === -1) throw new Error(`not a dictd number: ${JSON.stringify(text)}`);
    value = value * 64 + digit;
  }
  return value;
}

/** The lines of an index as `{ headword, offset, length }`, in file order. */
export function parseDictdIndex(text) {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const fields = line.split('\t');
      if (fields.length < 3) throw new Error(`malformed dictd index line: ${JSON.stringify(line)}`);
      const [headword, offset, length] = fields;
      return { headword, offset: decodeDictdNumber(offset), length: decodeDictdNumber(length) };
    });
}

/**
 * A whole dictionary read into memory: `entries` are the index lines, `text(entry)` the definition an
 * index line points at (UTF-8). `dictPath` may be compressed (`.dz`, `.gz`) or plain.
 */
export function readDictd(indexPath, dictPath) {
  const raw = readFileSync(dictPath);
  const data = raw[0] === 0x1f && raw[1] === 0x8b ? gunzipSync(raw) : raw;
  const entries = parseDictdIndex(readFileSync(indexPath, 'utf8'));
  return {
    entries,
    text({ offset, length }) {
      if (offset + length > data.length) throw new Error(`index points past the end of ${dictPath}`);
      return data.toString('utf8', offset, offset + length);
    },
  };
}
