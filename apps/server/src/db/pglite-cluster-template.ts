import { cpSync, existsSync, readdirSync, renameSync, rmSync } from 'node:fs';

/** The empty cluster `apps/server/build.mjs` writes beside dist/server.js (decision 067). */
export const clusterTemplateDir = 'pglite-cluster';

/**
 * A new data dir starts as a copy of the build's template instead of running PGlite's initdb, which peaks
 * near 800 MB RSS and leaves its garbage in the server's heap. The copy lands under another name first, so a
 * crash mid-copy never leaves a half cluster. Without a template (running from source) PGlite runs initdb.
 */
export function copyClusterTemplateIfNew(pgliteDataDir: string, templateDir: string | undefined): void {
  if (!templateDir || !existsSync(templateDir)) return;
  if (existsSync(pgliteDataDir) && readdirSync(pgliteDataDir).length > 0) return;
  const staging = `${pgliteDataDir}.new`;
  rmSync(staging, { recursive: true, force: true });
  cpSync(templateDir, staging, { recursive: true });
  rmSync(pgliteDataDir, { recursive: true, force: true });
  renameSync(staging, pgliteDataDir);
}
