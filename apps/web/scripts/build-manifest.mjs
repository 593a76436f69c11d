// Reading Vite's build manifest (dist/.vite/manifest.json): used by the prerender and by the bench's size report.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The manifest's keys (source paths), with `closure(key)`: the key and everything it imports statically, and
 * `initial`: what every page loads first, the entry and the app it imports dynamically (src/main.tsx; index.html
 * preloads all of it), with their static imports.
 */
export function readBuildManifest(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const initial = closure(entryKey);
  for (const key of manifest[entryKey].dynamicImports ?? []) closure(key, initial);
  return { manifest, closure, initial };
}
