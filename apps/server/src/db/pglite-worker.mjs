// PGlite's own thread (see pglite-thread.ts): the server's other thread sends it queries and gets rows back.
// Plain JavaScript so Node starts it as it is, from src/ in tests and from dist/ when built.
import v8 from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';

// V8 compiles PGlite's 9 MB WebAssembly module, and later its hot functions, on background threads. One thread
// instead of one per core leaves ~25 MB less behind (decision 068). V8 reads the flag when a compilation starts.
v8.setFlagsFromString('--wasm-num-compilation-tasks=1');

const asText = (value) => value;
// Dates, times and intervals stay PostgreSQL's text: drizzle maps them itself and asks its pglite driver for
// exactly these (timestamp, timestamptz, interval, date and their arrays, plus numeric[]). Set once here,
// because parsers passed with each query cost PGlite a copy of its whole parser table per query.
const parsers = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [
    oid,
    asText,
  ]),
);

const { dataDir, loadDataDir, startParams } = workerData;
const db = new PGlite({
  dataDir,
  loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined,
  startParams: [...PGlite.defaultStartParams, ...startParams],
  parsers,
});

/** Open transactions by id: each holds PGlite's transaction callback open until the other thread ends it. */
const transactions = new Map();
let lastTransactionId = 0;
/** NOTIFY payloads received since the last reply; they travel with the next one (see pglite-thread.ts). */
const notifications = [];
const rollback = Symbol('rollback');

const onConnection = (transactionId) => (transactionId ? transactions.get(transactionId).tx : db);

const operations = {
  query: async ({ sql, params, rowMode, transactionId }) => {
    const { rows, fields, affectedRows } = await onConnection(transactionId).query(sql, params, { rowMode });
    return { rows, fields, affectedRows };
  },
  exec: async ({ sql, transactionId }) => {
    const results = await onConnection(transactionId).exec(sql);
    return results.map(({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows }));
  },
  begin: () =>
    new Promise((begun, failed) => {
      const id = ++lastTransactionId;
      const ended = db.transaction(
        (tx) =>
          new Promise((commit, abort) => {
            transactions.set(id, { tx, commit, abort, ended });
            begun(id);
          }),
      );
      ended.catch(failed);
    }),
  end: async ({ transactionId, commit }) => {
    const transaction = transactions.get(transactionId);
    transactions.delete(transactionId);
    if (commit) transaction.commit();
    else transaction.abort(rollback);
    try {
      await transaction.ended;
    } catch (error) {
      if (error !== rollback) throw error;
    }
    return null;
  },
  listen: async ({ channel }) => {
    await db.listen(channel, (payload) => notifications.push({ channel, payload }));
    return null;
  },
  dump: async () => {
    const tarball = await db.dumpDataDir('none');
    return tarball.arrayBuffer();
  },
  close: async () => {
    await db.close();
    return null;
  },
};

/** A PostgreSQL error's fields (code, constraint, detail…) cross threads; an Error's own properties do not. */
function errorFields(error) {
  const fields = { message: String(error?.message ?? error), name: error?.name ?? 'Error' };
  for (const [key, value] of Object.entries(error ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return fields;
}

parentPort.on('message', async ({ id, operation, ...args }) => {
  try {
    const value = await operations[operation](args);
    const transfer = value instanceof ArrayBuffer ? [value] : [];
    parentPort.postMessage({ id, value, notifications: notifications.splice(0) }, transfer);
  } catch (error) {
    parentPort.postMessage({ id, error: errorFields(error), notifications: notifications.splice(0) });
  }
});

try {
  await db.waitReady;
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: errorFields(error) });
}
