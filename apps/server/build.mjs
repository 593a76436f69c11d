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
  // The worker threads start from files beside server.js (src/platform/worker-thread.ts).
  entryPoints: [
    'src/server.ts',
    { in: 'src/db/pglite-worker.ts', out: 'pglite-worker' },
    { in: 'src/adapters/documents/pdf-text-worker.ts', out: 'pdf-text-worker' },
    { in: 'src/domains/cards/services/fsrs/fsrs-training-worker.ts', out: 'fsrs-training-worker' },
  ],
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
await buildClusterTemplate(fileURLToPath(new URL('./dist', import.meta.url)));
