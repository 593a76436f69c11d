// Narration settings, source hashing and the content catalog.
// Shared by scripts/build.mjs and test/content-fresh.test.mjs.

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { TARGET_LUFS } from './audio.mjs';

export const CONTENT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const GENERATED_DIR = join(CONTENT_DIR, 'generated');

// Voice and timing per kind of content (RHVoice voices; decision record 106 says why these). `rate` is a
// percentage of the voice's trained pace; `volume` percentages balance two voices inside one book sentence
// before the whole track is normalised. Changing anything here changes every sourceHash of that kind, so the
// next build regenerates it.
export const NARRATION = {
  lessons: { voice: 'alan', volume: 100, rate: 90, sentencePauseMs: 350, paragraphPauseMs: 900, leadInMs: 300 },
  books: {
    voice: 'clb',
    volume: 60,
    dialogueVoice: 'alan',
    dialogueVolume: 100,
    rate: 95,
    sentencePauseMs: 400,
    paragraphPauseMs: 1000,
    leadInMs: 300,
  },
};

// Bump when the pipeline changes in a way that alters the output audio/timing.
export const PIPELINE_VERSION = 2;

/** MP3 encoding of every narration file: mono, at the voices' own 24 kHz, speech bitrate. */
export const MP3 = { sampleRate: 24000, bitrate: '32k' };

/** The voice/speed settings string that is hashed together with the source text. */
export function settingsString(kind) {
  const n = NARRATION[kind];
  if (!n) throw new Error(`unknown content kind: ${kind}`);
  return [
    `pipeline=${PIPELINE_VERSION}`,
    'engine=rhvoice',
    `voice=${n.voice}@${n.volume}`,
    `dialogue=${n.dialogueVoice ? `${n.dialogueVoice}@${n.dialogueVolume}` : 'none'}`,
    `rate=${n.rate}`,
    `pause=${n.sentencePauseMs}/${n.paragraphPauseMs}`,
    `leadin=${n.leadInMs}`,
    `loudness=${TARGET_LUFS}`,
    `mp3=libmp3lame/mono/${MP3.sampleRate}/${MP3.bitrate}`,
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

/** 'm:ss' -> milliseconds; undefined when absent. */
function parseClock(text) {
  if (text === undefined) return undefined;
  const m = /^(\d+):([0-5]\d)$/.exec(String(text));
  if (!m) throw new Error(`listedDuration must look like m:ss, not ${JSON.stringify(text)}`);
  return (Number(m[1]) * 60 + Number(m[2])) * 1000;
}

/**
 * Every narratable item: lessons from lessons/course.json and episodes from
 * books/<bookId>/book.json (book folders without a book.json are ignored).
 * Each item: { kind, key, id, bookId?, listedMs?, sourcePath, outDir, mp3Path, jsonPath }; a lesson's
 * listedMs is the duration the course lists for it (course.json `listedDuration`).
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
        listedMs: parseClock(lesson.listedDuration),
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
