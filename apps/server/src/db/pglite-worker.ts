// PGlite's own thread (see pglite-thread.ts): it runs the requests the request thread posts and replies.
import v8 from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type {
  Answers,
  Envelope,
  ErrorFields,
  Notification,
  Operation,
  Reply,
  Request,
  StartReply,
  WorkerData,
} from './pglite-protocol';
import { textTypes } from './pglite-protocol';

// V8 compiles PGlite's 9 MB WebAssembly module, and later its hot functions, on background threads. One thread
// instead of one per core leaves ~25 MB less behind (decision 068). V8 reads the flag when a compilation starts.
v8.setFlagsFromString('--wasm-num-compilation-tasks=1');

if (!parentPort) throw new Error('pglite-worker.ts runs only as a worker thread (pglite-thread.ts starts it)');
const port = parentPort;

const asText = (value: string) => value;
const { dataDir, loadDataDir, startParams } = workerData as WorkerData;
// Set once here: parsers passed with a query cost PGlite a copy of its whole parser table each time.
const db = new PGlite({
  dataDir,
  loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined,
  startParams: [...PGlite.defaultStartParams, ...startParams],
  parsers: Object.fromEntries(textTypes.map((type) => [type, asText])),
});

interface OpenTransaction {
  tx: Transaction;
  commit: () => void;
  abort: (reason: unknown) => void;
  ended: Promise<void>;
}
/** Open transactions by id: each holds PGlite's transaction callback open until the request thread ends it. */
const transactions = new Map<number, OpenTransaction>();
let lastTransactionId = 0;
/** NOTIFY payloads received since the last reply; they travel with the next one (see pglite-thread.ts). */
const notifications: Notification[] = [];
const rollback = Symbol('rollback');

function openTransaction(id: number): OpenTransaction {
  const transaction = transactions.get(id);
  if (!transaction) throw new Error(`no open transaction ${id}`);
  return transaction;
}

const onConnection = (transactionId: number | undefined) =>
  transactionId === undefined ? db : openTransaction(transactionId).tx;

async function answer(request: Request): Promise<Answers[Operation]> {
  switch (request.operation) {
    case 'query': {
      const { sql, params, rowMode, transactionId } = request;
      const { rows, fields, affectedRows } = await onConnection(transactionId).query(sql, params, { rowMode });
      return { rows, fields, affectedRows };
    }
    case 'exec': {
      const results = await onConnection(request.transactionId).exec(request.sql);
      return results.map(({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows }));
    }
    case 'begin':
      return new Promise<number>((begun, failed) => {
        const id = ++lastTransactionId;
        const ended = db.transaction(
          (tx) =>
            new Promise<void>((commit, abort) => {
              transactions.set(id, { tx, commit, abort, ended });
              begun(id);
            }),
        );
        ended.catch(failed);
      });
    case 'end': {
      const transaction = openTransaction(request.transactionId);
      transactions.delete(request.transactionId);
      if (request.commit) transaction.commit();
      else transaction.abort(rollback);
      try {
        await transaction.ended;
      } catch (error) {
        if (error !== rollback) throw error;
      }
      return null;
    }
    case 'listen':
      await db.listen(request.channel, (payload) => notifications.push({ channel: request.channel, payload }));
      return null;
    case 'dump': {
      // Taken inside a transaction of its own: PGlite runs one transaction at a time, so no other is half done in
      // the copy, and the checkpoint first writes every committed page into the data files (decision 141).
      const tarball = await db.transaction(async (tx) => {
        await tx.exec('CHECKPOINT');
        return db.dumpDataDir('none');
      });
      return tarball.arrayBuffer();
    }
    case 'close':
      await db.close();
      return null;
  }
}

function errorFields(error: unknown): ErrorFields {
  const { message, name } = error instanceof Error ? error : { message: String(error), name: 'Error' };
  const fields: ErrorFields = { message, name };
  for (const [key, value] of Object.entries(typeof error === 'object' && error !== null ? error : {})) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return fields;
}

port.on('message', async ({ id, request }: Envelope) => {
  // PGlite runs each statement synchronously on this thread, so a request waits in the port until those before
  // it finish; the request thread reports that wait as kurio_pglite_queue_wait_seconds.
  const receivedAt = performance.timeOrigin + performance.now();
  try {
    const value = await answer(request);
    const reply: Reply = { id, value, notifications: notifications.splice(0), receivedAt };
    port.postMessage(reply, value instanceof ArrayBuffer ? [value] : []);
  } catch (error) {
    const reply: Reply = { id, error: errorFields(error), notifications: notifications.splice(0), receivedAt };
    port.postMessage(reply);
  }
});

try {
  await db.waitReady;
  port.postMessage({ ready: true } satisfies StartReply);
} catch (error) {
  port.postMessage({ ready: false, error: errorFields(error) } satisfies StartReply);
}
