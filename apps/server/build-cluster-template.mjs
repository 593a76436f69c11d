// Writes dist/pglite-cluster/: an empty PGlite cluster the server copies into a new DATA_DIR instead of running
// initdb at first start (decision 067). Rebuilt only when the installed PGlite version changes.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
const pgliteVersion = JSON.parse(readFileSync(path.resolve(pgliteEntry, '../../package.json'), 'utf8')).version;

export async function buildClusterTemplate(distDir) {
  const template = path.join(distDir, 'pglite-cluster');
  const stamp = path.join(distDir, 'pglite-cluster.version');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === pgliteVersion) return;
  rmSync(template, { recursive: true, force: true });
  const pglite = new PGlite({ dataDir: template });
  await pglite.waitReady;
  await pglite.close();
  writeFileSync(stamp, pgliteVersion);
}
