import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeNumber, dictdEntries, readDictd } from './dictd.mjs';

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
    expect(decodeNumber('A')).toBe(0);
    expect(decodeNumber('Z')).toBe(25);
    expect(decodeNumber('BA')).toBe(64);
    expect(decodeNumber('B+X8')).toBe(517628);
    expect(() => decodeNumber('A-')).toThrow(/not a dictd number/);
  });

  it('reads entries by byte offset, keeping headwords with spaces and multi-byte text', () => {
    const dict = Buffer.from('café: a place\nbinary search: halves\n', 'utf8');
    const second = Buffer.byteLength('café: a place\n');
    const index = `café\tA\t${encode(second)}\nbinary search\t${encode(second)}\t${encode(dict.length - second)}\n`;
    expect(dictdEntries(index, dict)).toEqual([
      { headword: 'café', text: 'café: a place\n' },
      { headword: 'binary search', text: 'binary search: halves\n' },
    ]);
  });

  it("reads a dictzip file whole and leaves out the dictionary's own 00-database entries", () => {
    const first = '00-database-short\n     Test dictionary\n';
    const second = 'queue\n   <programming> First in, first out.\n';
    const index = [
      `00-database-short\t${encode(0)}\t${encode(Buffer.byteLength(first))}`,
      `queue\t${encode(Buffer.byteLength(first))}\t${encode(Buffer.byteLength(second))}`,
    ].join('\n');
    writeFileSync(path.join(dir, 'test.index'), index);
    writeFileSync(path.join(dir, 'test.dict.dz'), dictzip(first + second));
    expect(readDictd(path.join(dir, 'test'))).toEqual([{ headword: 'queue', text: second }]);
  });
});
