import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readPdfText } from '../src/adapters/documents/pdf-text';

const lecture = readFileSync(new URL('./fixtures/other-tools/lecture.pdf', import.meta.url));

describe('readPdfText (unpdf in a worker thread)', () => {
  it('answers the text items of every page', async () => {
    const result = await readPdfText(new Uint8Array(lecture));
    if ('failure' in result) throw new Error(result.failure);
    expect(result.totalPages).toBe(2);
    expect(result.pages[0]![0]).toMatchObject({ str: 'Biology 101: Photosynthesis', hasEOL: false });
  });

  it('gives up on a PDF that takes longer than allowed, and on bytes that are no PDF', async () => {
    expect(await readPdfText(new Uint8Array(lecture), 1)).toEqual({ failure: 'tooSlow' });
    expect(await readPdfText(new TextEncoder().encode('%PDF-1.7 nothing else'))).toEqual({ failure: 'unreadable' });
  });
});
