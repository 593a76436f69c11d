// Reading Vite's build manifest (dist/.vite/manifest.json): used by the build's page template and by the bench's size report.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The source of the script a server-rendered page runs first (vite.config.ts builds it as a second entry). */
export const appLoaderKey = 'src/prerender/load-app-after-paint.ts';

/**
 * The manifest's keys (source paths), with `closure(key)`: the key and everything it imports statically;
 * `initial`: what every page loads first, the app's entry (index.html's script) with its static imports and the
 * modules it imports in stages as it starts (src/main.tsx; the page preloads those too), plus the pages'
 * app loader.
 */
export function readBuildManifest(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
    return seen;
  };
  const initial = closure('index.html');
  for (const stage of manifest['index.html'].dynamicImports ?? []) closure(stage, initial);
  closure(appLoaderKey, initial);
  return { manifest, closure, initial };
}
