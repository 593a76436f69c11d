// Bundles the server (and the shared package it imports as TypeScript) into dist/server.js, beside the entries of
// its worker threads (PGlite's dist/pglite-worker.js, the PDF reader's) and child process (FSRS training's), and the
// empty PGlite cluster a new data dir starts from.
// Modules the server imports dynamically (a model provider's SDK, Stripe's) become chunks of their own, so they
// load only when the configuration asks for them.
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { buildClusterTemplate } from './build-cluster-template.mjs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
rmSync(new URL('./dist/chunks', import.meta.url), { recursive: true, force: true });
/** What every bundle shares: ESM for this Node line, the dependencies left to node_modules. */
const nodeBundle = {
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: 'warning',
};
await build({
  ...nodeBundle,
  // The worker threads and the FSRS training process start from files beside server.js (src/platform/).
  entryPoints: [
    'src/server.ts',
    { in: 'src/db/pglite-worker.ts', out: 'pglite-worker' },
    { in: 'src/adapters/documents/pdf-text-worker.ts', out: 'pdf-text-worker' },
    { in: 'src/domains/cards/services/anki-package-worker.ts', out: 'anki-package-worker' },
    { in: 'src/domains/cards/services/fsrs/fsrs-training-process.ts', out: 'fsrs-training-process' },
  ],
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  sourcemap: true,
});
// `npm run backup` and `npm run restore` (src/backup.ts): a bundle of its own, beside server.js, so the PGlite
// thread it may start finds dist/pglite-worker.js as the server's does (a chunk shared with server.js would not).
await build({ ...nodeBundle, entryPoints: ['src/backup.ts'] });
await buildClusterTemplate(fileURLToPath(new URL('./dist', import.meta.url)));
