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
  const { url, schema, drop } = await createTestSchema();
  const database = await openPostgres(url, { searchPath: schema });
  await migrate(database);
  const close = database.close;
  database.close = async () => {
    await close();
    await drop();
  };
  return database;
}

function testDatabaseUrl(): string {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('KURIO_TEST_DB=postgres needs TEST_DATABASE_URL');
  return base;
}

/** Runs one statement on its own connection to TEST_DATABASE_URL (schemas and databases come and go this way). */
export async function runOnTestDatabase(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new empty schema on TEST_DATABASE_URL, and a connection string whose connections use it (for a spawned
 * server, which only takes DATABASE_URL). `drop` removes it with everything in it.
 */
export async function createTestSchema(): Promise<{ url: string; schema: string; drop(): Promise<void> }> {
  const base = testDatabaseUrl();
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = (statement: string) => runOnTestDatabase(statement);
  await admin(`CREATE SCHEMA ${schema}`);
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), schema, drop: () => admin(`DROP SCHEMA ${schema} CASCADE`) };
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
