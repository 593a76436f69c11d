import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's `content/` folder, found from src/ (tests, dev) and from the bundled dist/ alike. */
export function findContentDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 8; depth++) {
    const candidate = path.join(dir, 'content');
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('content directory not found');
}

/** Narration and other pipeline output, served under /media/. */
export const generatedDir = (contentDir: string) => path.join(contentDir, 'generated');
