// Gzipped JS/CSS per route from the Vite build manifest: what every page loads first, plus each lazy route's own
// chunks.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { readBuildManifest } from '../../apps/web/scripts/build-manifest.mjs';

export function webBundleSizes(distDir) {
  const { manifest, closure, initial: initialKeys } = readBuildManifest(distDir);
  const gzipKb = (file) => gzipSync(readFileSync(path.join(distDir, file))).length / 1024;

  const sizeOf = (keys) => {
    let js = 0;
    let css = 0;
    for (const key of keys) {
      const chunk = manifest[key];
      js += gzipKb(chunk.file);
      for (const file of chunk.css ?? []) css += gzipKb(file);
    }
    return { js: Math.round(js * 10) / 10, css: Math.round(css * 10) / 10 };
  };

  const initial = sizeOf(initialKeys);
  const routes = Object.keys(manifest)
    .filter((key) => key.includes('src/app/routes/'))
    .map((key) => {
      const own = [...closure(key)].filter((k) => !initialKeys.has(k));
      const size = sizeOf(own);
      return {
        route: path.basename(key, '.tsx'),
        'own JS kB': size.js,
        'own CSS kB': size.css,
        'total JS kB': Math.round((initial.js + size.js) * 10) / 10,
      };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
  return { initialJsKb: initial.js, initialCssKb: initial.css, routes };
}
