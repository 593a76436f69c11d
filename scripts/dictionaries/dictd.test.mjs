import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeDictdNumber, parseDictdIndex, readDictd } from './dictd.mjs';

/** A gzip member with an FEXTRA field in its header, as dictzip writes (its random-access table). */
function dictzip(text) {
  const gzip = gzipSync(Buffer.from(text, 'utf8'));
  const extra = Buffer.from([0x52, 0x41, 4, 0, 1, 0, 0, 0]); // "RA", 4 bytes of table (made up)
  const header = Buffer.from(gzip.subarray(0, 10));
  header[3] |= 0x04;
  return Buffer.concat([header, Buffer.from([extra.length, 0]), extra, gzip.subarray(10)]);
}

const encode = (value) => {
  const digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let text = '';
  do {
    text = digits[value % 64] + text;
    value = Math.floor(value / 64);
  } while (value > 0);
  return text;
};

describe('dictd reader', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'dictd-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('decodes index numbers in base 64', () => {
    expect(decodeDictdNumber('A')).toBe(0);
    expect(decodeDictdNumber('Z')).toBe(25);
    expect(decodeDictdNumber('BA')).toBe(64);
    expect(decodeDictdNumber('B+X8')).toBe(1 * 64 ** 3 + 62 * 64 ** 2 + 23 * 64 + 60);
    expect(() => decodeDictdNumber('A-')).toThrow(/not a dictd number/);
  });

  it('parses index lines, keeping headwords with spaces', () => {
    expect(parseDictdIndex('binary search\tB+X8\tLm\nx\tA\tB\n')).toEqual([
      { headword: 'binary search', offset: 517628, length: 742 },
      { headword: 'x', offset: 0, length: 1 },
    ]);
    expect(() => parseDictdIndex('no tabs here\n')).toThrow(/malformed/);
  });

  it('reads definitions from a dictzip file and from a plain one, by byte offset', () => {
    const first = 'café\n   A place to drink coffee.\n';
    const second = 'queue\n   <programming> First in, first out.\n';
    const index = [
      `café\t${encode(0)}\t${encode(Buffer.byteLength(first))}`,
      `queue\t${encode(Buffer.byteLength(first))}\t${encode(Buffer.byteLength(second))}`,
    ].join('\n');
    writeFileSync(path.join(dir, 'test.index'), index);
    writeFileSync(path.join(dir, 'test.dict.dz'), dictzip(first + second));
    writeFileSync(path.join(dir, 'test.dict'), first + second);
    for (const dict of ['test.dict.dz', 'test.dict']) {
      const dictionary = readDictd(path.join(dir, 'test.index'), path.join(dir, dict));
      expect(dictionary.entries.map((entry) => entry.headword)).toEqual(['café', 'queue']);
      expect(dictionary.entries.map((entry) => dictionary.text(entry))).toEqual([first, second]);
    }
  });
});
