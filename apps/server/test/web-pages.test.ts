import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

// A built web app in miniature, without its server render: the shell and an asset with its brotli twin.
const webRoot = mkdtempSync(path.join(tmpdir(), 'kurio-web-pages-'));
// What the build writes into every page's head; the server knows PUBLIC_URL and makes the image URL absolute.
const socialCard = '<meta property="og:image" content="/social-card.jpg" />';
const shell = `<!doctype html><head><title>Kurio</title>${socialCard}</head><div id="root"></div>`;
const shellServed = shell.replace('"/social-card.jpg"', '"https://kurio.example/social-card.jpg"');
const script = 'console.log("kurio");'.repeat(50);
const serviceWorker = 'self.addEventListener("fetch", () => {});';
const webManifest = JSON.stringify({ name: 'Kurio', start_url: '/', display: 'standalone' });

let t: TestApp;
beforeAll(async () => {
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'index.html'), shell);
  writeFileSync(path.join(webRoot, 'assets', 'app.js'), script);
  writeFileSync(path.join(webRoot, 'assets', 'app.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(webRoot, 'sw.js'), serviceWorker);
  writeFileSync(path.join(webRoot, 'manifest.webmanifest'), webManifest);
  t = await createTestApp({ webRoot, env: { PUBLIC_URL: 'https://kurio.example' } });
});
afterAll(async () => {
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the web app’s pages', () => {
  it('serves the shell, which renders any route in the browser, when the server has no render of a page', async () => {
    for (const url of [
      '/',
      '/pricing',
      '/pricing/',
      '/cards',
      '/card/12',
      '/pricing?interval=yearly',
      '/no-such-page',
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toBe(shellServed);
    }
  });

  it('gives crawlers an absolute og:image URL on the public origin', async () => {
    const response = await get('/login', 'br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain(
      '<meta property="og:image" content="https://kurio.example/social-card.jpg" />',
    );
  });

  it('answers the same page on its first and later compressed requests', async () => {
    const big = await get('/', 'br');
    await new Promise((resolve) => setTimeout(resolve, 200)); // the best-quality copy is made in the background
    for (const response of [big, await get('/', 'br'), await get('/', 'br')]) {
      expect(response.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(shellServed);
    }
    for (const response of [await get('/', 'gzip'), await get('/', 'gzip')]) {
      expect(gunzipSync(response.rawPayload).toString()).toBe(shellServed);
    }
  });

  it('compresses pages for clients that accept brotli or gzip', async () => {
    const brotli = await get('/pricing', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(shellServed);
    const gzip = await get('/cards', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(shellServed);
    expect((await get('/cards')).headers['content-encoding']).toBeUndefined();
  });

  it("sends an asset's precompressed twin when the client accepts it", async () => {
    const compressed = await get('/assets/app.js', 'br');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('has browsers ask for the service worker and the web manifest on every visit, and allows both', async () => {
    const worker = await get('/sw.js');
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.body).toBe(serviceWorker);
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toMatchObject({ name: 'Kurio' });
    const policy = String(worker.headers['content-security-policy']);
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
    // Other built files keep their hour of caching.
    expect((await get('/assets/app.js')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('still answers unknown API paths with a JSON 404', async () => {
    const response = await get('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'notFound' });
  });
});
