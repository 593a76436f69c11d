// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preloadStartUpStages } from '../vite-plugins/preload-start-up-stages';

/**
 * A small app shaped like ours: the entry imports two stages one after the other; both read a shared module, the
 * second has a stylesheet and a lazy route. Built by Vite with the plugin, as `npm run build` does.
 */
const files = {
  'index.html': '<!doctype html><html><head></head><body><script type="module" src="/main.js"></script></body></html>',
  'main.js': "await import('./renderer.js');\nawait import('./app.js');\n",
  'renderer.js': "import { shared } from './shared.js';\nexport const renderer = shared + 1;\n",
  'app.js':
    "import './app.css';\nimport { shared } from './shared.js';\nexport const app = shared + 2;\nexport const route = () => import('./route.js');\n",
  'app.css': 'body { color: rebeccapurple; }\n',
  'shared.js': 'export const shared = globalThis.location ? 40 : 41;\n',
  'route.js': "export default 'a lazy route';\n",
};

let root: string;
let html: string;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'kurio-preload-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(root, name), text);
  const result = await build({
    root,
    logLevel: 'silent',
    configFile: false,
    plugins: [preloadStartUpStages()],
    build: { write: false, target: 'es2022', modulePreload: { polyfill: false } },
  });
  // One build, written nowhere: Vite answers with its single output.
  if (Array.isArray(result) || !('output' in result)) throw new Error('expected one build output');
  const page = result.output.find((file) => file.fileName === 'index.html');
  html = page?.type === 'asset' ? String(page.source) : '';
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The page's link tags as "rel name", the name without its content hash. */
const links = () =>
  [...html.matchAll(/<link rel="(modulepreload|stylesheet)"[^>]* href="\/assets\/([a-z]+)[^"]*"/g)].map(
    ([, rel, name]) => `${rel} ${name}`,
  );

describe('preloadStartUpStages', () => {
  it("preloads each stage the entry imports, what they import, and the stages' styles", () => {
    expect(links()).toEqual(
      expect.arrayContaining(['modulepreload renderer', 'modulepreload app', 'modulepreload shared', 'stylesheet app']),
    );
  });

  it('names each file once and leaves the lazy route to load when it is visited', () => {
    expect(new Set(links()).size).toBe(links().length);
    expect(links()).not.toContain('modulepreload route');
  });
});
