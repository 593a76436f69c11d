import { createHash } from 'node:crypto';
import type pg from 'pg';
import { maxPreparedStatements, replaceQuery } from './replace-query';

/**
 * The pool drizzle talks to, with each distinct SQL text sent as a named statement (decision 097): node-postgres
 * prepares it once per connection and PostgreSQL reuses the parse and plan. Names come from the text, so one
 * connection can never be asked to prepare a name twice with different texts. Transactions (`connect`) are
 * unchanged.
 */
export function poolWithPreparedQueries(pool: pg.Pool): pg.Pool {
  const names = new Map<string, string>();
  const nameFor = (text: string) => {
    let name = names.get(text);
    if (!name && names.size < maxPreparedStatements) {
      name = `kurio_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
      names.set(text, name);
    }
    return name;
  };
  const query = (config: unknown, values?: unknown) => {
    const named =
      config && typeof config === 'object' && 'text' in config && !(config as pg.QueryConfig).name
        ? { ...(config as pg.QueryConfig), name: nameFor((config as pg.QueryConfig).text) }
        : config;
    return (pool.query as (config: unknown, values?: unknown) => Promise<pg.QueryResult>)(named, values);
  };
  return replaceQuery(pool, query);
}
