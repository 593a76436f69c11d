// Bundles the server (and the shared package it imports as TypeScript) into dist/server.js, beside the PDF
// reader's worker and the empty PGlite cluster a new data dir starts from.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { buildClusterTemplate } from './build-cluster-template.mjs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: 'warning',
});
// The PDF reader's worker thread is started from a file beside server.js (src/adapters/documents/pdf-text.ts).
await build({
  entryPoints: ['src/adapters/documents/pdf-text-worker.mjs'],
  outfile: 'dist/pdf-text-worker.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: 'warning',
});
await buildClusterTemplate(fileURLToPath(new URL('./dist', import.meta.url)));
