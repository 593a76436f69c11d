import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A file or folder shipped beside the server's code (`content/`, `apps/server/dictionaries/…`), found by walking up
 * from this module: the walk finds it from src/ (tests, dev) and from the bundled dist/ alike.
 */
export function findShipped(relative: string, howToBuild: string): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 8; depth++) {
    const candidate = path.join(dir, relative);
    if (existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error(`${relative} not found: ${howToBuild}`);
}
