// Reads a dictd dictionary (dictd(8)): `NAME.index` lists each headword with the byte offset and length of its
// entry in `NAME.dict.dz`, both written in dictd's base-64 digits. A .dict.dz is dictzip's gzip with a table
// for random access in its header; a whole-file gunzip reads it as well, and a build reads every entry anyway.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

const digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A number in dictd's base 64 ("A" is 0, "BA" is 64). */
export function decodeNumber(text) {
  let value = 0;
  for (const character of text) {
    const digit = digits.indexOf(character);
    if (digit === -1) throw new Error(`not a dictd number: ${text}`);
    value = value * 64 + digit;
  }
  return value;
}

/** Every entry of a dictionary, in index order, from its `.index` text and its uncompressed `.dict` bytes. */
export function dictdEntries(indexText, dictBytes) {
  const entries = [];
  for (const line of indexText.split('\n')) {
    const [headword, offset, length] = line.split('\t');
    if (headword === undefined || offset === undefined || length === undefined) continue;
    const start = decodeNumber(offset);
    entries.push({ headword, text: dictBytes.toString('utf8', start, start + decodeNumber(length)) });
  }
  return entries;
}

/** Every entry of the dictionary at `base` (a path without `.index` or `.dict.dz`); the 00-database-* entries are its own metadata. */
export function readDictd(base) {
  const dict = gunzipSync(readFileSync(`${base}.dict.dz`));
  return dictdEntries(readFileSync(`${base}.index`, 'utf8'), dict).filter(
    (entry) => !entry.headword.startsWith('00database') && !entry.headword.startsWith('00-database'),
  );
}
