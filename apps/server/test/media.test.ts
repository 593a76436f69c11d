import { statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findContentDir, generatedDir } from '../src/platform/content-dir';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const audioPath = '/media/books/peter-rabbit/1.mp3';
const audioSize = statSync(path.join(generatedDir(findContentDir()), 'books/peter-rabbit/1.mp3')).size;

describe('/media/', () => {
  it('serves narration as audio/mpeg with a long, immutable cache', async () => {
    const response = await t.app.inject({ url: `${audioPath}?v=abc` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBe(audioSize);
    // An MP3 starts with an ID3 tag or an MPEG frame sync.
    const head = response.rawPayload.subarray(0, 3);
    expect(head.toString('latin1') === 'ID3' || (head[0] === 0xff && (head[1]! & 0xe0) === 0xe0)).toBe(true);
  });

  it('answers byte ranges so the player can seek', async () => {
    const response = await t.app.inject({ url: audioPath, headers: { range: 'bytes=1000-1999' } });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 1000-1999/${audioSize}`);
    expect(response.rawPayload.length).toBe(1000);
    const tail = await t.app.inject({ url: audioPath, headers: { range: `bytes=${audioSize + 10}-` } });
    expect(tail.statusCode).toBe(416);
  });

  it('answers a JSON 404 for a missing file and never leaves the generated folder', async () => {
    for (const url of ['/media/books/peter-rabbit/99.mp3', '/media/../package.json', '/media/%2e%2e/package.json']) {
      const response = await t.app.inject({ url });
      expect([403, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain('@kurio/content');
    }
    const missing = await t.app.inject({ url: '/media/books/peter-rabbit/99.mp3' });
    expect(missing.json().code).toBe('notFound');
  });
});
