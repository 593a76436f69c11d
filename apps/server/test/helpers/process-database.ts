import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { type DbHandle, openPglite, openPostgres, pgliteDir } from '../../src/db/client';
import { createTestSchema, testEngine } from './test-app';

export interface ProcessDatabase {
  /** What a spawned server needs to use it: DATA_DIR for PGlite, DATABASE_URL for PostgreSQL. */
  env: Record<string, string>;
  /** Opens it in the test process, to look at the rows (PGlite: only while no server holds it). */
  open(): Promise<DbHandle>;
  remove(): Promise<void>;
}

/**
 * A database that outlives server processes: a data directory (unpacked from the migrated template, which
 * saves the first server its initdb and migrations), or an empty schema on TEST_DATABASE_URL.
 */
export async function createProcessDatabase(): Promise<ProcessDatabase> {
  if (testEngine === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kurio-process-'));
    const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
    await (await openPglite({ dataDir: pgliteDir(dataDir), loadDataDir: template })).close();
    return {
      env: { DATA_DIR: dataDir },
      open: () => openPglite({ dataDir: pgliteDir(dataDir) }),
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const { url, drop } = await createTestSchema();
  return { env: { DATABASE_URL: url }, open: () => openPostgres(url), remove: drop };
}
