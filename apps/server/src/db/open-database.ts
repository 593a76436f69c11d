import type { Config } from '../config';
import { type DbHandle, openPglite, openPostgres, pgliteDir } from './client';
import { migrate } from './migrate';

const retryDelaysMs = [500, 1000, 2000, 4000, 8000];

/** Opens PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL (retrying while it starts), then migrates. */
export async function openDatabase(config: Config, log: (message: string) => void): Promise<DbHandle> {
  let database: DbHandle;
  if (config.DATABASE_URL) {
    database = await withRetry(() => openPostgres(config.DATABASE_URL!), log);
  } else {
    database = await openPglite({ dataDir: pgliteDir(config.DATA_DIR) });
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
