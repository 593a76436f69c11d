import { deflateRawSync } from 'node:zlib';
import { strToU8, Zip, ZipDeflate, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipArchive } from '../../../test/security/helpers/zip-samples';
import { unzipWithin } from './zip-bounds';

const mib = 1024 * 1024;

/** A ZIP written as a stream, as Java and some Office tools do: sizes follow each entry's data. */
function streamedZip(files: Record<string, string>): Uint8Array {
  const parts: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    parts.push(chunk);
  });
  for (const [name, text] of Object.entries(files)) {
    const entry = new ZipDeflate(name);
    zip.add(entry);
    entry.push(strToU8(text), true);
  }
  zip.end();
  return Buffer.concat(parts);
}

describe('unzipWithin', () => {
  it('returns the entries asked for and checks the rest', () => {
    const bytes = zipSync({ 'a.txt': strToU8('alpha'), 'b.txt': strToU8('beta'.repeat(1000)) });
    expect(unzipWithin(bytes, mib, (name) => name === 'a.txt')).toEqual({ 'a.txt': Buffer.from('alpha') });
    expect(unzipWithin(bytes, mib)).toEqual({});
  });

  it('reads entries whose sizes follow their data, within the ZIP budget', () => {
    const bytes = streamedZip({ 'notes.txt': 'hello '.repeat(1000), 'more.txt': 'again' });
    expect(unzipWithin(bytes, mib, () => true)).toEqual({
      'notes.txt': Buffer.from('hello '.repeat(1000)),
      'more.txt': Buffer.from('again'),
    });
    expect(unzipWithin(bytes, 1000)).toBeUndefined();
  });

  it('refuses more declared than the budget, an entry past or short of its declared size, and too many entries', () => {
    const zeros = deflateRawSync(Buffer.alloc(16 * mib));
    expect(unzipWithin(zipArchive([{ name: 'x', data: zeros, declaredSize: 16 * mib }]), 8 * mib)).toBeUndefined();
    expect(unzipWithin(zipArchive([{ name: 'x', data: zeros, declaredSize: mib }]), 8 * mib)).toBeUndefined();
    const ten = deflateRawSync(Buffer.alloc(10));
    expect(unzipWithin(zipArchive([{ name: 'x', data: ten, declaredSize: 11 }]), mib)).toBeUndefined();
    expect(unzipWithin(zipArchive([{ name: 'x', data: ten, declaredSize: 10 }]), mib)).toEqual({});
    const many = (count: number) =>
      zipSync(Object.fromEntries(Array.from({ length: count }, (_, i) => [String(i), new Uint8Array(0)])));
    expect(unzipWithin(many(5_000), mib)).toEqual({});
    expect(unzipWithin(many(5_001), mib)).toBeUndefined();
  });

  it('refuses a ZIP cut short and data that does not inflate', () => {
    const bytes = zipSync({ 'a.txt': strToU8('alpha'.repeat(100)) });
    expect(unzipWithin(bytes.subarray(0, 40), mib)).toBeUndefined();
    const garbage = zipArchive([{ name: 'x', data: Buffer.from('not deflate at all'), declaredSize: 100 }]);
    expect(unzipWithin(garbage, mib)).toBeUndefined();
  });
});
