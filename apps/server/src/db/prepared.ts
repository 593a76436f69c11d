import type { Db } from './client';

/**
 * One value per database, built on first use. Mostly a query of a hot path, its SQL text built by drizzle once
 * per database instead of on every call (decision 098): `define` returns a builder's `.prepare(name)` with
 * `sql.placeholder()`s for the values, and each call passes them to `execute`. The name must be unique:
 * PostgreSQL keeps one statement per name per connection. Only for the process's database, not a
 * transaction's (each would build its own).
 */
export function preparedPerDatabase<Query>(define: (db: Db) => Query): (db: Db) => Query {
  const queries = new WeakMap<Db, Query>();
  return (db) => {
    let query = queries.get(db);
    if (!query) {
      query = define(db);
      queries.set(db, query);
    }
    return query;
  };
}

/** A timestamp parameter's value, as drizzle sends a Date bound to a timestamp column. */
export const timestampValue = (date: Date) => date.toISOString();
