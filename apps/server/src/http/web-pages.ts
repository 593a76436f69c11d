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
export const withAbsoluteOgImage = (html: string, publicUrl: string) =>
  html.replace(
    /(<meta property="og:image" content=")(\/[^"]*)(")/,
    (_match, start: string, imagePath: string, end: string) => `${start}${new URL(imagePath, publicUrl).href}${end}`,
  );

/** Loads the built web app's shell, `index.html`. */
export function loadWebPages(webRoot: string | undefined, publicUrl: string): WebPages | undefined {
  const shellFile = webRoot && path.join(webRoot, 'index.html');
  if (!webRoot || !shellFile || !existsSync(shellFile)) return undefined;
  return { shell: lazyDocument(withAbsoluteOgImage(readFileSync(shellFile, 'utf8'), publicUrl)) };
}
