import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { defaultPgliteSharedBuffers, pgliteStartParams } from './pglite-memory';
import { type PgliteQueries, PgliteThread } from './pglite-thread';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** What both drivers answer to a query: PGlite's results and node-postgres' QueryResult both carry `rows`. */
interface RowsResult<Row> {
  rows: Row[];
}
export interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}
export type Db = PgDatabase<RowsResultHKT, Schema>;

export interface RawConnection {
  /** Runs raw SQL that may hold several statements. */
  exec(sql: string): Promise<void>;
  /** Rows typed by the engine's driver: PGlite keeps timestamps as PostgreSQL's text (drizzle maps them). */
  query<Row>(sql: string): Promise<Row[]>;
}

/** One database connection for the process, whichever engine backs it. */
export interface DbHandle {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Runs `work` on one dedicated connection (migrations need locks held by one connection). */
  withConnection<T>(work: (connection: RawConnection) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: a tarball of the data directory (tests start each file from a migrated copy). */
  dump?: () => Promise<Blob>;
  /**
   * PGlite only: calls `listener` with each NOTIFY payload on `channel`. PGlite runs in this process and hands
   * over a committed notification before the query that committed it resolves (see pglite-thread.ts).
   */
  listenInStep?: (channel: string, listener: (payload: string) => void) => Promise<void>;
  /** PGlite only: hears how long each statement waited for PGlite's thread (the one it has is replaced). */
  onQueueWait?: (listener: (seconds: number) => void) => void;
}

export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob; sharedBuffers?: string } = {},
): Promise<DbHandle> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const thread = await PgliteThread.start({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    startParams: pgliteStartParams(options.sharedBuffers ?? defaultPgliteSharedBuffers),
  });
  // drizzle's pglite driver only calls query and transaction on its client, but its type names PGlite's class.
  const client: PgliteQueries = thread;
  return {
    db: drizzlePglite({ client: client as PGlite, schema }),
    engine: 'pglite',
    withConnection: (work) =>
      work({
        exec: async (sql) => {
          await thread.exec(sql);
        },
        query: async <Row>(sql: string) => (await thread.query<Row>(sql)).rows,
      }),
    close: () => thread.close(),
    dump: () => thread.dumpDataDir(),
    listenInStep: (channel, listener) => thread.listen(channel, listener),
    onQueueWait: (listener) => thread.onQueueWait(listener),
  };
}

export async function openPostgres(url: string, options: { searchPath?: string } = {}): Promise<DbHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: options.searchPath ? `-c search_path=${options.searchPath}` : undefined,
  });
  const probe = await pool.connect();
  probe.release();
  return {
    db: drizzlePg({ client: pool, schema }),
    engine: 'postgres',
    withConnection: async (work) => {
      const connection = await pool.connect();
      try {
        return await work({
          exec: async (sql) => {
            await connection.query(sql);
          },
          query: async <Row>(sql: string) => (await connection.query(sql)).rows as Row[],
        });
      } finally {
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}

export function pgliteDir(dataDir: string): string {
  return path.resolve(dataDir, 'pglite');
}
