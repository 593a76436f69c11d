import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DbHandle } from './client';

/** `migrations/` sits at the server package root, both for src/ (tests, dev) and dist/ (built). */
function findMigrationsDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 5; depth++) {
    const candidate = path.join(dir, 'migrations');
    try {
      readdirSync(candidate);
      return candidate;
    } catch {
      dir = path.dirname(dir);
    }
  }
  throw new Error('migrations directory not found');
}

export function listMigrations(dir = findMigrationsDir()): { name: string; sql: string }[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: readFileSync(path.join(dir, name), 'utf8') }));
}

const lockId = 7240011;

/**
 * Applies every committed SQL migration not applied yet, each in its own transaction.
 * An advisory lock, taken before anything else, keeps two processes starting together on one PostgreSQL from
 * racing.
 */
export async function migrate(handle: DbHandle): Promise<string[]> {
  return handle.withConnection(async (connection) => {
    const applied: string[] = [];
    // The lock comes first: two processes creating the table at once on a new database can both pass
    // IF NOT EXISTS and collide on the catalog's unique index.
    await connection.exec(`SELECT pg_advisory_lock(${lockId})`);
    try {
      await connection.exec(
        'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const rows = await connection.query<{ name: string }>('SELECT name FROM schema_migrations');
      const done = new Set(rows.map((row) => row.name));
      for (const migration of listMigrations()) {
        if (done.has(migration.name)) continue;
        const name = migration.name.replaceAll("'", "''");
        try {
          await connection.exec(
            `BEGIN;\n${migration.sql}\nINSERT INTO schema_migrations (name) VALUES ('${name}');\nCOMMIT;`,
          );
        } catch (error) {
          await connection.exec('ROLLBACK').catch(() => {});
          throw new Error(`migration ${migration.name} failed: ${(error as Error).message}`);
        }
        applied.push(migration.name);
      }
    } finally {
      await connection.exec(`SELECT pg_advisory_unlock(${lockId})`);
    }
    return applied;
  });
}
