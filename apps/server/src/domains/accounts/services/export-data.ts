import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { UserRow } from './users';

/**
 * Secrets and bookkeeping that are about the user but are no use to them (sign-in token and parent-PIN hashes are
 * credentials).
 */
const excludedTables = new Set([
  'sessions',
  'rate_limits',
  'schema_migrations',
  'processed_webhook_events',
  'parent_pins',
]);

type Row = Record<string, unknown>;

function rowsOf(result: unknown): Row[] {
  return ((result as { rows?: Row[] }).rows ?? (result as Row[])) as Row[];
}

/** Binary columns (uploads) are listed by size, not dumped into the JSON. */
function printable(row: Row): Row {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) =>
      value instanceof Uint8Array ? [key, `<${value.byteLength} bytes>`] : [key, value],
    ),
  );
}

/**
 * Every row in every table with a user_id column that belongs to this user. Found through the catalog, so
 * tables that other features add later are exported without changes here.
 */
export async function exportUserData(db: Db, user: UserRow) {
  const tables = rowsOf(
    await db.execute(sql`
      SELECT table_name FROM information_schema.columns
      WHERE column_name = 'user_id' AND table_schema = current_schema()
      ORDER BY table_name`),
  )
    .map((row) => String(row.table_name))
    .filter((name) => !excludedTables.has(name));
  const data: Record<string, Row[]> = {};
  for (const table of tables) {
    const rows = rowsOf(await db.execute(sql`SELECT * FROM ${sql.identifier(table)} WHERE user_id = ${user.id}`));
    data[table] = rows.map(printable);
  }
  const { passwordHash: _hash, googleSub: _sub, ...profile } = user;
  return { exportedAt: new Date().toISOString(), user: { ...profile, hasPassword: Boolean(_hash) }, tables: data };
}
