import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** One HTML document; each compressed form is made on its first request and kept. */
export interface HtmlDocument {
  readonly raw: Buffer;
  brotli(): Buffer;
  gzip(): Buffer;
}

export interface WebPages {
  /**
   * The prerendered page for a URL, if there is one. A query string can change what a page shows
   * (`/pricing?interval=yearly`), so such URLs have none.
   */
  prerendered(url: string): HtmlDocument | undefined;
  /** The app shell, which renders any route in the browser. */
  shell: HtmlDocument;
}

const brotliQuality = (quality: number, raw: Buffer) => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
});

/**
 * Brotli at its best quality (11) costs ~130 ms of CPU per page, 2.2 s for all of them, so nothing is compressed
 * at startup (decision 098). A page's first brotli request gets quality 5 (~4 ms, ~14 % larger) at once, and
 * quality 11 is made on the thread pool for the requests after it. Either decodes to the same bytes.
 */
const lazyDocument = (html: string): HtmlDocument => {
  const raw = Buffer.from(html);
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  return {
    raw,
    brotli() {
      if (!br) {
        br = brotliCompressSync(raw, brotliQuality(5, raw));
        brotliCompress(raw, brotliQuality(11, raw), (error, best) => {
          if (!error) br = best;
        });
      }
      return br;
    },
    gzip() {
      gzip ??= gzipSync(raw);
      return gzip;
    },
  };
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
  const load = (file: string) => lazyDocument(withAbsoluteOgImage(readFileSync(file, 'utf8'), publicUrl));
  const shell = load(shellFile);
  const prerendered = new Map<string, HtmlDocument>();
  const manifestFile = path.join(webRoot, 'prerendered', 'manifest.json');
  if (existsSync(manifestFile)) {
    const manifest: Record<string, string> = JSON.parse(readFileSync(manifestFile, 'utf8'));
    for (const [route, file] of Object.entries(manifest)) {
      prerendered.set(route, load(path.join(webRoot, 'prerendered', file)));
    }
  }
  return { prerendered: (url) => prerendered.get(url.replace(/(.)\/$/, '$1')), shell };
}
