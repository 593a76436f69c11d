// After `vite build` and the SSR build of src/prerender/render-route.tsx: writes the page template and each route
// module's styles and scripts for the pages the server renders per request (dist-ssr/route-page.json), then stores
// .br and .gz twins of the built assets for the server to send as they are.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { JSDOM, VirtualConsole } from 'jsdom';
import { appLoaderKey, readBuildManifest } from './build-manifest.mjs';

const webDir = path.resolve(import.meta.dirname, '..');
const dist = path.join(webDir, 'dist');
const ssrDir = path.join(webDir, 'dist-ssr');

const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
const { manifest, closure, initial: entry } = readBuildManifest(dist);

// jsdom only moves elements here; its complaints about CSS it cannot parse (`@layer`) are not about the page.
const quiet = { virtualConsole: new VirtualConsole() };

/** Adds an element named `tag` with `attributes` to `parent`. */
function append(parent, tag, attributes) {
  const element = parent.ownerDocument.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  parent.append(element);
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
 * The page is painted from its HTML and stylesheets alone, so its scripts and module preloads wait, inert in a
 * template, for the app loader (src/prerender/load-app-after-paint.ts) to add them after the first paint: on a slow
 * network they would otherwise share the bandwidth with that paint.
 */
function loadAppAfterFirstPaint(html) {
  const { document } = new JSDOM(html, quiet).window;
  const template = document.createElement('template');
  template.id = 'app-scripts';
  const deferred = [
    ...document.querySelectorAll('link[rel="modulepreload"]'),
    ...document.querySelectorAll('script[type="module"]'),
  ];
  for (const element of deferred) template.content.append(element);
  document.body.append(template);
  append(document.body, 'script', { type: 'module', src: `/${manifest[appLoaderKey].file}` });
  return `<!doctype html>\n${document.documentElement.outerHTML}`;
}

const routeModules = Object.keys(manifest).filter((key) => key.startsWith('src/app/routes/'));
const routePage = {
  template: routePageTemplate(),
  assets: Object.fromEntries(routeModules.map((module) => [module, routeAssets(module)])),
};
writeFileSync(path.join(ssrDir, 'route-page.json'), JSON.stringify(routePage));

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
console.info('wrote the page template; compressed the assets');
