// After `vite build` and the SSR build of src/prerender/render-page.tsx: writes each marketing page's HTML
// (content, title, description) to dist/prerendered/ with a manifest the server reads, then stores .br and .gz
// twins of the built assets for the server to send as they are.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { readBuildManifest } from './build-manifest.mjs';
import { withUsedMantineCss } from './used-mantine-css.mjs';

const webDir = path.resolve(import.meta.dirname, '..');
const dist = path.join(webDir, 'dist');
const ssrDir = path.join(webDir, 'dist-ssr');
const { appLoaderScript, prerenderedPaths, renderPage } = await import(path.join(ssrDir, 'render-page.js'));

const escapeAttribute = (text) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
const escapeText = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
const setContent = (html, attribute, content) =>
  html.replace(new RegExp(`(<meta ${attribute} content=")[^"]*(")`), `$1${escapeAttribute(content)}$2`);

const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
const { manifest, closure, initial: entry } = readBuildManifest(dist);

/** Stylesheets and module preloads of the page's own route chunks, so it shows styled and hydrates without a wait. */
function routeLinks(modules) {
  const keys = new Set(modules.flatMap((module) => [...closure(module)]).filter((key) => !entry.has(key)));
  const chunks = [...keys].map((key) => manifest[key]);
  const styles = chunks
    .flatMap((chunk) => chunk.css ?? [])
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  const scripts = chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
  return [...new Set([...styles, ...scripts])].join('\n    ');
}
/**
 * The page's stylesheets (the shell's and its route's: see src/styles/mantine-first-paint.css) go inline, without
 * the Mantine rules the page does not use, so the first paint waits for no request but the HTML's own.
 */
const inlineStylesheets = (html) =>
  html.replace(
    /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g,
    (_link, file) => `<style>${withUsedMantineCss(readFileSync(path.join(dist, file), 'utf8'), html)}</style>`,
  );
/**
 * The page is painted from its HTML alone, so its scripts and module preloads wait, inert in a template, for the
 * app loader to add them after the first paint: on a slow network they would otherwise share the bandwidth and
 * the main thread with that paint.
 */
const scriptTag =
  /\s*<script type="module" crossorigin src="[^"]+"><\/script>|\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;
function loadScriptsAfterFirstPaint(html) {
  const tags = (html.match(scriptTag) ?? []).map((tag) => tag.trim());
  // Preloads first, so the entry's imports are already on their way when it asks for them.
  const ordered = [
    ...tags.filter((tag) => tag.startsWith('<link')),
    ...tags.filter((tag) => tag.startsWith('<script')),
  ];
  const template = `<template id="app-scripts">${ordered.join('')}</template><script>${appLoaderScript}</script>`;
  return html.replace(scriptTag, '').replace('</body>', () => `  ${template}\n  </body>`);
}
mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
const pages = {};
for (const pathname of prerenderedPaths) {
  const { html, meta, modules } = await renderPage(pathname);
  let page = shell.replace('<div id="root"></div>', () => `<div id="root">${html}</div>`);
  page = inlineStylesheets(page.replace('</head>', () => `  ${routeLinks(modules)}\n  </head>`));
  page = loadScriptsAfterFirstPaint(page);
  page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(meta.title)}</title>`);
  page = setContent(page, 'name="description"', meta.description);
  page = setContent(page, 'property="og:title"', meta.title);
  page = setContent(page, 'property="og:description"', meta.description);
  const file = `${pathname === '/' ? 'home' : pathname.slice(1).replaceAll('/', '-')}.html`;
  writeFileSync(path.join(dist, 'prerendered', file), page);
  pages[pathname] = file;
}
writeFileSync(path.join(dist, 'prerendered', 'manifest.json'), `${JSON.stringify(pages, null, 2)}\n`);
rmSync(ssrDir, { recursive: true, force: true });

const compressible = /\.(js|css|svg|txt|json)$/;
const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
for (const file of walk(dist).filter((name) => compressible.test(name))) {
  const content = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
}
console.info(`prerendered ${prerenderedPaths.length} pages; compressed the assets`);
