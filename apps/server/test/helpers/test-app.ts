import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type BuildAppOptions, buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { type DbHandle, openPglite, openPostgres } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';

/** The engine this run tests: PGlite by default, PostgreSQL when KURIO_TEST_DB=postgres. */
export const testEngine = process.env.KURIO_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** A fresh, migrated database: a PGlite copy of the template, or a new schema on TEST_DATABASE_URL. */
export async function openTestDatabase(): Promise<DbHandle> {
  if (testEngine === 'pglite') {
    const template = readFileSync(inject('pgliteTemplate'));
    return openPglite({ loadDataDir: new Blob([template]) });
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('KURIO_TEST_DB=postgres needs TEST_DATABASE_URL');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const database = await openPostgres(url, { searchPath: schema });
  await migrate(database);
  const close = database.close;
  database.close = async () => {
    await database.withConnection((connection) => connection.exec(`DROP SCHEMA ${schema} CASCADE`));
    await close();
  };
  return database;
}

export interface TestApp {
  app: FastifyInstance;
  database: DbHandle;
  close(): Promise<void>;
}

export async function createTestApp(
  options: Partial<Omit<BuildAppOptions, 'config'>> & { env?: Record<string, string> } = {},
): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...options.env });
  const database = options.database ?? (await openTestDatabase());
  const app = await buildApp({ ...options, config, database });
  await app.ready();
  return { app, database, close: () => app.close() };
}
