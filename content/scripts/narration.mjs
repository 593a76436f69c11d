// Narration settings, source hashing and the content catalog.
// Shared by scripts/build.mjs and test/content-fresh.test.mjs.

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CONTENT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const GENERATED_DIR = join(CONTENT_DIR, 'generated');

// Voice and timing per kind of content. Changing anything here changes every
// sourceHash of that kind, so the next build regenerates it.
// (Debian's MBROLA voices are not in the main archive, so these are espeak-ng's
// own formant voices.)
export const NARRATION = {
  lessons: { voice: 'en-us', speed: 160, sentencePauseMs: 250, paragraphPauseMs: 700, leadInMs: 300 },
  books: { voice: 'en-us', speed: 160, sentencePauseMs: 250, paragraphPauseMs: 700, leadInMs: 300 },
};

// Bump when the pipeline changes in a way that alters the output audio/timing.
export const PIPELINE_VERSION = 1;

/** The voice/speed settings string that is hashed together with the source text. */
export function settingsString(kind) {
  const n = NARRATION[kind];
  if (!n) throw new Error(`unknown content kind: ${kind}`);
  return [
    `pipeline=${PIPELINE_VERSION}`,
    'engine=espeak-ng',
    `voice=${n.voice}`,
    `speed=${n.speed}`,
    `pause=${n.sentencePauseMs}/${n.paragraphPauseMs}`,
    `leadin=${n.leadInMs}`,
    'mp3=libmp3lame/mono/32k',
  ].join(';');
}

/** sha256 hex of the exact source file bytes followed by the settings string. */
export function sourceHash(sourceBytes, kind) {
  return createHash('sha256').update(sourceBytes).update(settingsString(kind), 'utf8').digest('hex');
}

const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

function safeId(id, what) {
  const s = String(id);
  if (!SAFE_ID.test(s)) throw new Error(`unsafe ${what} id: ${JSON.stringify(id)}`);
  return s;
}

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/**
 * Every narratable item: lessons from lessons/course.json and episodes from
 * books/<bookId>/book.json (book folders without a book.json are ignored).
 * Each item: { kind, key, id, bookId?, sourcePath, outDir, mp3Path, jsonPath }.
 */
export function listItems({ only } = {}) {
  const items = [];
  if (!only || only === 'lessons') {
    const lessonsDir = join(CONTENT_DIR, 'lessons');
    const course = readJson(join(lessonsDir, 'course.json'));
    const outDir = join(GENERATED_DIR, 'lessons');
    for (const lesson of course.lessons ?? []) {
      const id = safeId(lesson.id, 'lesson');
      items.push({
        kind: 'lessons',
        key: `lessons/${id}`,
        id,
        sourcePath: join(lessonsDir, lesson.script),
        outDir,
        mp3Path: join(outDir, `${id}.mp3`),
        jsonPath: join(outDir, `${id}.json`),
      });
    }
  }
  if (!only || only === 'books') {
    const booksDir = join(CONTENT_DIR, 'books');
    const bookDirs = existsSync(booksDir)
      ? readdirSync(booksDir)
          .filter((d) => statSync(join(booksDir, d)).isDirectory() && existsSync(join(booksDir, d, 'book.json')))
          .sort()
      : [];
    for (const dir of bookDirs) {
      const book = readJson(join(booksDir, dir, 'book.json'));
      const bookId = safeId(book.id ?? dir, 'book');
      if (bookId !== dir)
        throw new Error(`books/${dir}/book.json has id ${JSON.stringify(book.id)}; it must match its folder name`);
      const outDir = join(GENERATED_DIR, 'books', bookId);
      for (const ep of book.episodes ?? []) {
        const id = safeId(ep.id, 'episode');
        items.push({
          kind: 'books',
          key: `books/${bookId}/${id}`,
          id,
          bookId,
          sourcePath: join(booksDir, dir, ep.file),
          outDir,
          mp3Path: join(outDir, `${id}.mp3`),
          jsonPath: join(outDir, `${id}.json`),
        });
      }
    }
  }
  return items;
}
