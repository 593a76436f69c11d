// Bundles the server (and the shared package it imports as TypeScript) into dist/server.js, beside its worker
// threads' entries (PGlite's dist/pglite-worker.js, the PDF reader's) and the empty PGlite cluster a new data dir
// starts from.
// Modules the server imports dynamically (a model provider's SDK, Stripe's) become chunks of their own, so they
// load only when the configuration asks for them.
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { buildClusterTemplate } from './build-cluster-template.mjs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
rmSync(new URL('./dist/chunks', import.meta.url), { recursive: true, force: true });
await build({
  // PGlite's thread starts from dist/pglite-worker.js (src/db/pglite-thread.ts).
  entryPoints: ['src/server.ts', { in: 'src/db/pglite-worker.ts', out: 'pglite-worker' }],
  outdir: 'dist',
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: 'warning',
});
// The PDF reader's worker thread starts from a file beside server.js (src/adapters/documents/pdf-text.ts).
await build({
  entryPoints: [{ in: 'src/adapters/documents/pdf-text-worker.mjs', out: 'pdf-text-worker' }],
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: 'warning',
});
await buildClusterTemplate(fileURLToPath(new URL('./dist', import.meta.url)));
