// After `vite build` and the SSR build of src/prerender/: writes each marketing page's HTML (content, title,
// description) to dist/prerendered/ with a manifest the server reads; writes the page template and each route
// module's styles and scripts for the pages the server renders per request (dist-ssr/route-page.json); then
// stores .br and .gz twins of the built assets for the server to send as they are.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Beasties from 'beasties';
import { JSDOM, VirtualConsole } from 'jsdom';
import { appLoaderKey, readBuildManifest } from './build-manifest.mjs';

const webDir = path.resolve(import.meta.dirname, '..');
const dist = path.join(webDir, 'dist');
const ssrDir = path.join(webDir, 'dist-ssr');
const { prerenderedPaths, renderPage } = await import(path.join(ssrDir, 'render-page.js'));

const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
const { manifest, closure, initial: entry } = readBuildManifest(dist);

// Inlines the CSS rules that match the page's elements into its head and moves the stylesheet links to the end
// of the body, so the first paint waits for no request but the HTML's own. The `<style>` elements Mantine
// renders inside the app stay as they are: React hydrates them and expects the text it rendered.
const beasties = new Beasties({
  path: dist,
  publicPath: '/',
  preload: 'body',
  reduceInlineStyles: false,
  logLevel: 'warn',
});

// jsdom only moves elements here; its complaints about CSS it cannot parse (`@layer`) are not about the page.
const quiet = { virtualConsole: new VirtualConsole() };

/** Adds an element named `tag` with `attributes` to `parent`. */
function append(parent, tag, attributes) {
  const element = parent.ownerDocument.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  parent.append(element);
}

/** The page's HTML, title, description and its route's own stylesheets and module preloads, in the shell. */
function pageDocument({ html, meta, modules }) {
  const { document } = new JSDOM(shell, quiet).window;
  document.getElementById('root').innerHTML = html;
  document.title = meta.title;
  document.querySelector('meta[name="description"]').content = meta.description;
  document.querySelector('meta[property="og:title"]').content = meta.title;
  document.querySelector('meta[property="og:description"]').content = meta.description;
  const keys = new Set(modules.flatMap((module) => [...closure(module)]).filter((key) => !entry.has(key)));
  const chunks = [...keys].map((key) => manifest[key]);
  for (const file of new Set(chunks.flatMap((chunk) => chunk.css ?? []))) {
    append(document.head, 'link', { rel: 'stylesheet', crossorigin: '', href: `/${file}` });
  }
  for (const chunk of chunks)
    append(document.head, 'link', { rel: 'modulepreload', crossorigin: '', href: `/${chunk.file}` });
  return `<!doctype html>\n${document.documentElement.outerHTML}`;
}

/** The stylesheets and scripts each route module needs beyond the app's entry. */
function routeAssets(module) {
  const chunks = [...closure(module)].filter((key) => !entry.has(key)).map((key) => manifest[key]);
  return {
    css: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => `/${file}`),
    js: chunks.map((chunk) => `/${chunk.file}`),
  };
}

/**
 * The page the server fills in per request (apps/server/src/http/rendered-pages.ts): the shell with markers for
 * the rendered HTML, title, description, the route's stylesheets (in the head: the page paints with them), its
 * module preloads (loaded after the first paint with the app's scripts) and the data the render read.
 */
function routePageTemplate() {
  const { document } = new JSDOM(shell, quiet).window;
  document.getElementById('root').innerHTML = '<!--route-html-->';
  document.title = '%route-title%';
  for (const selector of ['meta[name="description"]', 'meta[property="og:description"]'])
    document.querySelector(selector).content = '%route-description%';
  document.querySelector('meta[property="og:title"]').content = '%route-title%';
  document.head.append(document.createComment('route-styles'));
  document.body.append(document.createComment('route-state'));
  const deferred = new JSDOM(loadAppAfterFirstPaint(`<!doctype html>\n${document.documentElement.outerHTML}`), quiet);
  const { document: page } = deferred.window;
  page.getElementById('app-scripts').content.prepend(page.createComment('route-preloads'));
  return `<!doctype html>\n${page.documentElement.outerHTML}`;
}

/**
 * The page is painted from its HTML and inlined CSS alone, so its stylesheets, scripts and module preloads wait,
 * inert in a template, for the app loader (src/prerender/load-app-after-paint.ts) to add them after the first
 * paint: on a slow network they would otherwise share the bandwidth with that paint.
 */
function loadAppAfterFirstPaint(html) {
  const { document } = new JSDOM(html, quiet).window;
  const template = document.createElement('template');
  template.id = 'app-scripts';
  const deferred = [
    ...document.querySelectorAll('body link[rel="stylesheet"]'),
    ...document.querySelectorAll('link[rel="modulepreload"]'),
    ...document.querySelectorAll('script[type="module"]'),
  ];
  for (const element of deferred) template.content.append(element);
  document.body.append(template);
  append(document.body, 'script', { type: 'module', src: `/${manifest[appLoaderKey].file}` });
  return `<!doctype html>\n${document.documentElement.outerHTML}`;
}

mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
const pages = {};
for (const pathname of prerenderedPaths) {
  const page = loadAppAfterFirstPaint(await beasties.process(pageDocument(await renderPage(pathname))));
  const file = `${pathname === '/' ? 'home' : pathname.slice(1).replaceAll('/', '-')}.html`;
  writeFileSync(path.join(dist, 'prerendered', file), page);
  pages[pathname] = file;
}
writeFileSync(path.join(dist, 'prerendered', 'manifest.json'), `${JSON.stringify(pages, null, 2)}\n`);
const routeModules = Object.keys(manifest).filter((key) => key.startsWith('src/app/routes/'));
const routePage = {
  template: routePageTemplate(),
  assets: Object.fromEntries(routeModules.map((module) => [module, routeAssets(module)])),
};
writeFileSync(path.join(ssrDir, 'route-page.json'), JSON.stringify(routePage));
rmSync(path.join(ssrDir, 'render-page.js'));

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
