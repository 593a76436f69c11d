import type { Config } from '../config';
import { type DbHandle, openPglite, openPostgres, pgliteDir } from './client';
import { migrate } from './migrate';
import { copyClusterTemplateIfNew } from './pglite-cluster-template';

const retryDelaysMs = [500, 1000, 2000, 4000, 8000];

/**
 * Opens PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL (retrying while it starts), then migrates.
 * `clusterTemplate`: the built server's empty PGlite cluster, used when DATA_DIR has none yet.
 */
export async function openDatabase(
  config: Config,
  log: (message: string) => void,
  clusterTemplate?: string,
): Promise<DbHandle> {
  let database: DbHandle;
  if (config.DATABASE_URL) {
    database = await withRetry(() => openPostgres(config.DATABASE_URL!), log);
  } else {
    const dataDir = pgliteDir(config.DATA_DIR);
    copyClusterTemplateIfNew(dataDir, clusterTemplate);
    database = await openPglite({ dataDir, sharedBuffers: config.PGLITE_SHARED_BUFFERS });
  }
  const applied = await migrate(database);
  if (applied.length > 0) log(`Applied ${applied.length} database migration(s): ${applied.join(', ')}`);
  return database;
}

async function withRetry<T>(open: () => Promise<T>, log: (message: string) => void): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await open();
    } catch (error) {
      const delay = retryDelaysMs[attempt];
      if (delay === undefined) throw error;
      log(`Database not reachable (${(error as Error).message}); retrying in ${delay} ms`);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
