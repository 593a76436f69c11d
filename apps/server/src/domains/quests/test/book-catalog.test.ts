import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findContentDir } from '../../../platform/content-dir';
import { loadBookCatalog } from '../services/books';

function contentWith(book: unknown, narration: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kurio-books-'));
  mkdirSync(path.join(dir, 'books/fables'), { recursive: true });
  mkdirSync(path.join(dir, 'generated/books/fables'), { recursive: true });
  writeFileSync(path.join(dir, 'books/fables/book.json'), JSON.stringify(book));
  for (const [episodeId, json] of Object.entries(narration)) {
    writeFileSync(path.join(dir, `generated/books/fables/${episodeId}.json`), JSON.stringify(json));
    writeFileSync(path.join(dir, `generated/books/fables/${episodeId}.mp3`), 'ID3');
  }
  return dir;
}

const book = {
  id: 'fables',
  title: 'Fables',
  author: 'Aesop',
  summary: 'Short tales.',
  source: 'Public domain.',
  episodes: [{ id: '1', title: 'One', file: '01.txt' }],
};
const narration = { sourceHash: 'f00dfeed1234567890', durationMs: 90_600, transcript: [] };

describe('the book catalog', () => {
  it('loads the six committed books with narrated episodes', () => {
    const catalog = loadBookCatalog(findContentDir());
    expect(catalog.books.map((b) => b.id)).toEqual([
      'aesops-fables',
      'grimms-tales',
      'just-so-stories',
      'peter-rabbit',
      'velveteen-rabbit',
      'wizard-of-oz',
    ]);
    for (const b of catalog.books) expect(b.episodes.length).toBeGreaterThanOrEqual(4);
    expect(catalog.find('wizard-of-oz')?.episodes).toHaveLength(7);
    expect(catalog.find('nope')).toBeUndefined();
  });

  it('takes the duration in seconds from the narration and versions the audio URL by its hash', () => {
    const catalog = loadBookCatalog(contentWith(book, { '1': narration }));
    expect(catalog.books[0]!.episodes[0]).toEqual({
      id: '1',
      title: 'One',
      duration: 91,
      audioUrl: '/media/books/fables/1.mp3?v=f00dfeed1234',
    });
  });

  it('refuses a book whose narration is missing or malformed, naming it', () => {
    expect(() => loadBookCatalog(contentWith(book, {}))).toThrow(/"fables" is invalid: episode 1 has no narration/);
    expect(() => loadBookCatalog(contentWith(book, { '1': { ...narration, durationMs: -1 } }))).toThrow(/"fables"/);
    expect(() => loadBookCatalog(contentWith({ ...book, author: '' }, { '1': narration }))).toThrow(/"fables"/);
    expect(() => loadBookCatalog(contentWith({ ...book, id: 'other' }, { '1': narration }))).toThrow(/folder name/);
  });
});
