// docs/architecture.md §7: the JS every page loads first (the entry and what it imports) stays within 150 kB gzip.
// Sizes are deterministic for a build, so this runs in `npm test` after the build; timings stay in the bench.
import path from 'node:path';
import { webBundleSizes } from './bench/web-sizes.mjs';

const budgetKb = 150;
const { initialJsKb } = webBundleSizes(path.resolve(import.meta.dirname, '../apps/web/dist'));
if (initialJsKb > budgetKb) {
  console.error(
    `Initial JS is ${initialJsKb} kB gzip, over the ${budgetKb} kB budget: lazy-load what the entry pulls in.`,
  );
  process.exit(1);
}
console.info(`Initial JS ${initialJsKb} kB gzip (budget ${budgetKb} kB).`);
