import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';
import { maxPreparedStatements, replaceQuery } from './replace-query';

interface Statement {
  name: string;
  parameterTypes: number[];
}

const concat = (messages: Uint8Array[]) => {
  const bytes = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    bytes.set(message, offset);
    offset += message.length;
  }
  return bytes;
};

type Parsers = PGlite['parsers'];
interface ParserTable {
  base: Parsers;
  parsers: Parsers;
  options: QueryOptions;
}

/**
 * PGlite's `parse.parseResults` copies the client's table of ~320 type parsers into a new object on every call
 * that passes `options.parsers` (`{ ...clientParsers, ...options.parsers }`), which costs ~40x the parsing of a
 * one-row result, and drizzle passes its parsers with every query. A table that inherits the client's and holds
 * only the overrides answers every lookup the same; it is kept per options object, which drizzle's prepared
 * queries reuse for their lifetime (decision 098).
 */
function parserTables(client: PGlite) {
  const tables = new WeakMap<QueryOptions, ParserTable>();
  return (options: QueryOptions | undefined): { parsers: Parsers; options?: QueryOptions } => {
    if (!options?.parsers) return { parsers: client.parsers, options };
    let table = tables.get(options);
    if (!table || table.base !== client.parsers) {
      const { parsers, ...rest } = options;
      const base = client.parsers;
      table = { base, parsers: Object.assign(Object.create(base) as Parsers, parsers), options: rest };
      tables.set(options, table);
    }
    return table;
  };
}

/**
 * The PGlite client drizzle talks to, with `query` running each distinct SQL text as a named prepared
 * statement (decision 097). PGlite's own `query` parses and plans every call and makes six protocol exchanges
 * with its WebAssembly PostgreSQL; here a known text costs one exchange (bind, describe, execute, sync) and
 * reuses its plan. Transactions, `exec` and everything else are PGlite's own.
 */
export function pgliteWithPreparedQueries(client: PGlite): PGlite {
  const statements = new Map<string, Statement>();
  const parsingFor = parserTables(client);

  async function exchange(messages: Uint8Array[]) {
    return client.execProtocolStream(concat(messages), { syncToFs: false });
  }

  async function prepare(text: string): Promise<Statement> {
    const name = `kurio_${statements.size}`;
    const described = await exchange([
      protocol.serialize.parse({ name, text }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    ]);
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(described) };
    statements.set(text, statement);
    return statement;
  }

  async function run<T>(statement: Statement, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const serialize = client.serializers[statement.parameterTypes[index]!];
      return serialize ? serialize(param) : String(param);
    });
    const messages = await exchange([
      protocol.serialize.bind({ statement: statement.name, values }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ]);
    await client.syncToFs();
    const parsing = parsingFor(options);
    return parse.parseResults(messages, parsing.parsers, parsing.options)[0] as Results<T>;
  }

  const query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    if (!statements.has(text) && statements.size >= maxPreparedStatements)
      return client.query<T>(text, params, options);
    // The same mutexes as PGlite's own query: never inside another caller's transaction or query. The statement
    // is looked up inside them, so two first calls of one text prepare it once.
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => run<T>(statements.get(text) ?? (await prepare(text)), params, options)),
    );
  };

  return replaceQuery(client, query);
}
