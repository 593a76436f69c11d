import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type BookSource, bookSourceSchema, narrationSchema } from '@kurio/shared/quests';
import { generatedDir } from '../../../platform/content-dir';

export interface CatalogEpisode {
  id: string;
  title: string;
  /** Whole seconds, rounded from the narration's length. */
  duration: number;
  audioUrl: string;
}

export interface CatalogBook extends Omit<BookSource, 'episodes'> {
  episodes: CatalogEpisode[];
}

export interface BookCatalog {
  books: CatalogBook[];
  find(bookId: string): CatalogBook | undefined;
}

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function loadBook(contentDir: string, folder: string): CatalogBook {
  const bookFile = path.join(contentDir, 'books', folder, 'book.json');
  const source = bookSourceSchema.parse(readJson(bookFile));
  if (source.id !== folder) throw new Error(`id "${source.id}" differs from its folder name`);
  const episodes = source.episodes.map((episode) => {
    const base = path.join(generatedDir(contentDir), 'books', source.id, episode.id);
    if (!existsSync(`${base}.mp3`)) throw new Error(`episode ${episode.id} has no narration (${base}.mp3)`);
    const narration = narrationSchema.parse(readJson(`${base}.json`));
    // The hash in the URL changes when the narration is regenerated, so the audio can be cached for good.
    const version = narration.sourceHash.slice(0, 12);
    return {
      id: episode.id,
      title: episode.title,
      duration: Math.round(narration.durationMs / 1000),
      audioUrl: `/media/books/${source.id}/${episode.id}.mp3?v=${version}`,
    };
  });
  return {
    id: source.id,
    title: source.title,
    author: source.author,
    summary: source.summary,
    source: source.source,
    episodes,
  };
}

/**
 * Reads every book and its narration once, at start. A missing or malformed file stops the server
 * with a message naming it: content ships with the code, so it is a build error, not a runtime one.
 */
export function loadBookCatalog(contentDir: string): BookCatalog {
  const folders = readdirSync(path.join(contentDir, 'books'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const books = folders.map((folder) => {
    try {
      return loadBook(contentDir, folder);
    } catch (error) {
      throw new Error(`Book content "${folder}" is invalid: ${describe(error)}`);
    }
  });
  const byId = new Map(books.map((book) => [book.id, book]));
  return { books, find: (bookId) => byId.get(bookId) };
}
