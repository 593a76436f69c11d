import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** One HTML document, compressed once at startup. */
export interface HtmlDocument {
  raw: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export interface WebPages {
  /**
   * The prerendered page for a URL, or the app shell that renders any route in the browser. A query string can
   * change what a page shows (`/pricing?interval=yearly`), so such URLs get the shell.
   */
  documentFor(url: string): HtmlDocument;
}

const compress = (html: string): HtmlDocument => {
  const raw = Buffer.from(html);
  return { raw, br: brotliCompressSync(raw), gzip: gzipSync(raw) };
};

/** Crawlers only follow an absolute `og:image`; the build writes a path, because only the server knows its URL. */
const withAbsoluteOgImage = (html: string, publicUrl: string) =>
  html.replace(
    /(<meta property="og:image" content=")(\/[^"]*)(")/,
    (_match, start: string, imagePath: string, end: string) => `${start}${new URL(imagePath, publicUrl).href}${end}`,
  );

/**
 * Loads the built web app's HTML: `index.html` (the shell) and the marketing pages the web build prerendered,
 * listed in `prerendered/manifest.json` as `{ "/pricing": "pricing.html" }`.
 */
export function loadWebPages(webRoot: string | undefined, publicUrl: string): WebPages | undefined {
  const shellFile = webRoot && path.join(webRoot, 'index.html');
  if (!webRoot || !shellFile || !existsSync(shellFile)) return undefined;
  const load = (file: string) => compress(withAbsoluteOgImage(readFileSync(file, 'utf8'), publicUrl));
  const shell = load(shellFile);
  const prerendered = new Map<string, HtmlDocument>();
  const manifestFile = path.join(webRoot, 'prerendered', 'manifest.json');
  if (existsSync(manifestFile)) {
    const manifest: Record<string, string> = JSON.parse(readFileSync(manifestFile, 'utf8'));
    for (const [route, file] of Object.entries(manifest)) {
      prerendered.set(route, load(path.join(webRoot, 'prerendered', file)));
    }
  }
  return { documentFor: (url) => prerendered.get(url.replace(/(.)\/$/, '$1')) ?? shell };
}
