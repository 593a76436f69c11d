// The import bench's package (scripts/bench/anki-import-job.mjs), written to disk as it is built, so a package of a
// gigabyte of media is never held in memory (by the bench process, which is also the server it measures): a legacy
// collection of `noteCount` Basic notes, each card reviewed twice, and `mediaMb` images of 1 MB, the first notes
// each showing one.
import { closeSync, openSync, writeSync } from 'node:fs';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { incompressiblePng } from '../../../../test/helpers/upload-samples';
import { basicCollection, legacyCollection } from './anki-fixtures';

const imageBytes = 1024 * 1024;
const dayMs = 86_400_000;

function reviewedCollection(noteCount: number, images: number) {
  const collection = basicCollection(noteCount, 'Medicine');
  for (let i = 0; i < images; i += 1) collection.notes[i]!.fields[1] += ` <img src="figure-${i}.png">`;
  const start = Date.now() - 365 * dayMs;
  collection.revlog = collection.notes.flatMap((_, index) => [
    { id: start + index * 10, cid: index + 1, ease: 3, type: 0 },
    { id: start + 30 * dayMs + index * 10, cid: index + 1, ease: 3, type: 1 },
  ]);
  return collection;
}

/** Writes the package to `file`; answers its size in bytes. Media entries are stored, as images barely deflate. */
export async function writeLargePackage(
  file: string,
  { noteCount, mediaMb }: { noteCount: number; mediaMb: number },
): Promise<number> {
  const images = Math.min(Math.floor(mediaMb), noteCount);
  const fd = openSync(file, 'w');
  let size = 0;
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    writeSync(fd, chunk);
    size += chunk.length;
  });
  const add = (entry: ZipDeflate | ZipPassThrough, bytes: Uint8Array) => {
    zip.add(entry);
    entry.push(bytes, true);
  };
  add(new ZipDeflate('collection.anki2'), await legacyCollection(reviewedCollection(noteCount, images)));
  const list = Object.fromEntries(Array.from({ length: images }, (_, i) => [String(i), `figure-${i}.png`]));
  add(new ZipDeflate('media'), strToU8(JSON.stringify(list)));
  for (let i = 0; i < images; i += 1) add(new ZipPassThrough(String(i)), incompressiblePng(imageBytes));
  zip.end();
  closeSync(fd);
  return size;
}
