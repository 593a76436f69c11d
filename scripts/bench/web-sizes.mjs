// Gzipped JS/CSS per route from the Vite build manifest: the entry's closure, plus each lazy route's own chunks.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export function webBundleSizes(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const gzipKb = (file) => gzipSync(readFileSync(path.join(distDir, file))).length / 1024;

  const closure = (key, seen = new Set()) => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
    return seen;
  };
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

  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  // What every page loads first: the entry, and the app it imports dynamically (src/main.tsx), with their imports.
  const entry = closure(entryKey);
  for (const key of manifest[entryKey].dynamicImports ?? []) closure(key, entry);
  const initial = sizeOf(entry);
  const routes = Object.keys(manifest)
    .filter((key) => key.includes('src/app/routes/'))
    .map((key) => {
      const own = [...closure(key)].filter((k) => !entry.has(k));
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
