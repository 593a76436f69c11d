import type { Worker } from 'node:worker_threads';
import type { ParserOptions, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { startWorker } from '../platform/worker-thread';
import {
  type Answers,
  type Envelope,
  type Operation,
  type Reply,
  type RequestFor,
  type StartReply,
  textTypes,
  type WorkerData,
} from './pglite-protocol';

/** What drizzle's pglite driver calls on its client and on a transaction (drizzle-orm/pglite/session). */
export interface PgliteQueries {
  query<Row>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<Row>>;
  exec(sql: string): Promise<Results[]>;
  transaction<T>(callback: (tx: Pick<Transaction, 'query' | 'exec'>) => Promise<T>): Promise<T>;
}

const textTypeIds = new Set(textTypes);

/**
 * Hands each value PGlite's thread kept as text to the parser the caller passed for its type, as PGlite does in
 * process: the parsers cannot cross to the thread, and passed there with each query they would cost PGlite a
 * copy of its parser table per query.
 */
function parseText(results: Results<unknown>, parsers: ParserOptions, rowMode: QueryOptions['rowMode']): void {
  // By column name, or by position in array rows; a name given twice is one column, as in PGlite's rows.
  const columns = new Map<string | number, (value: string) => unknown>();
  results.fields.forEach(({ name, dataTypeID }, index) => {
    const parse = textTypeIds.has(dataTypeID) ? parsers[dataTypeID] : undefined;
    if (parse) columns.set(rowMode === 'array' ? index : name, parse);
  });
  if (columns.size === 0) return;
  for (const row of results.rows as Record<string | number, unknown>[]) {
    for (const [key, parse] of columns) {
      const value = row[key];
      if (typeof value === 'string') row[key] = parse(value);
    }
  }
}

/**
 * PGlite on a worker thread of its own. Its WebAssembly PostgreSQL costs about two thirds of the CPU a request
 * needs; on the thread that serves requests it capped the process at one core (decision 125). Queries and
 * transactions keep PGlite's meaning: one connection, so a transaction holds every other query until it ends.
 * Notifications arrive with the reply of the statement that caused them, and their listeners run before that
 * statement's caller resumes. A query's `parsers` apply to the types in `textTypes` (pglite-protocol.ts); PGlite's
 * thread parses the others, arrays of those included (decision 131).
 */
export class PgliteThread implements PgliteQueries {
  readonly #worker: Worker;
  readonly #pending = new Map<
    number,
    { resolve: (value: Answers[Operation]) => void; reject: (error: Error) => void; sentAt: number }
  >();
  readonly #listeners = new Map<string, (payload: string) => void>();
  /** Statements outside any transaction. */
  readonly #outside = this.#queries(undefined);
  #lastId = 0;
  #stopped: Error | undefined;
  #onQueueWait: ((seconds: number) => void) | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: Reply) => this.#settle(reply));
    worker.on('error', (error) => this.#stop(error));
    worker.on('exit', (code) => this.#stop(new Error(`PGlite's thread stopped (exit code ${code})`)));
  }

  static async start(options: { dataDir?: string; loadDataDir?: Blob; startParams: string[] }): Promise<PgliteThread> {
    const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
    // Its entry is pglite-worker.ts (dist/pglite-worker.js built).
    const worker = startWorker(import.meta.url, 'pglite-worker', {
      workerData: { dataDir: options.dataDir, loadDataDir, startParams: options.startParams } satisfies WorkerData,
      transferList: loadDataDir ? [loadDataDir] : [],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        worker.once('message', (message: StartReply) =>
          message.ready ? resolve() : reject(new Error(`PGlite did not start: ${message.error.message}`)),
        );
        worker.once('error', reject);
      });
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    return new PgliteThread(worker);
  }

  query<Row>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<Row>> {
    return this.#outside.query(sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.#outside.exec(sql);
  }

  async transaction<T>(callback: (tx: Pick<Transaction, 'query' | 'exec'>) => Promise<T>): Promise<T> {
    const transactionId = await this.#call({ operation: 'begin' });
    const tx = this.#queries(transactionId);
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      await this.#call({ operation: 'end', transactionId, commit: false });
      throw error;
    }
    await this.#call({ operation: 'end', transactionId, commit: true });
    return result;
  }

  async listen(channel: string, listener: (payload: string) => void): Promise<void> {
    this.#listeners.set(channel, listener);
    await this.#call({ operation: 'listen', channel });
  }

  /** Hears, for each request, how long it waited before PGlite's thread took it up. */
  onQueueWait(listener: (seconds: number) => void): void {
    this.#onQueueWait = listener;
  }

  async dumpDataDir(): Promise<Blob> {
    return new Blob([await this.#call({ operation: 'dump' })]);
  }

  /** Closes PGlite (it flushes its files) and ends the thread; after a crash only the latter is left to do. */
  async close(): Promise<void> {
    if (!this.#stopped) await this.#call({ operation: 'close' });
    await this.#worker.terminate();
  }

  /** Statements on the thread's one connection, inside the transaction `transactionId` when given. */
  #queries(transactionId: number | undefined): Pick<Transaction, 'query' | 'exec'> {
    return {
      query: async <Row>(sql: string, params?: unknown[], options?: QueryOptions) => {
        const rowMode = options?.rowMode;
        const results = await this.#call({ operation: 'query', sql, params, rowMode, transactionId });
        if (options?.parsers) parseText(results, options.parsers, rowMode);
        return results as Results<Row>;
      },
      exec: (sql: string) => this.#call({ operation: 'exec', sql, transactionId }),
    };
  }

  #call<O extends Operation>(request: RequestFor<O>): Promise<Answers[O]> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = ++this.#lastId;
    return new Promise((resolve, reject) => {
      // The reply with this id answers this request, so its value is what `request.operation` answers.
      const sentAt = performance.timeOrigin + performance.now();
      this.#pending.set(id, { resolve: resolve as (value: Answers[Operation]) => void, reject, sentAt });
      this.#worker.postMessage({ id, request } satisfies Envelope);
    });
  }

  #settle(reply: Reply): void {
    for (const { channel, payload } of reply.notifications) this.#listeners.get(channel)?.(payload);
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    this.#onQueueWait?.(Math.max(0, reply.receivedAt - pending.sentAt) / 1000);
    if ('error' in reply) pending.reject(Object.assign(new Error(reply.error.message), reply.error));
    else pending.resolve(reply.value);
  }

  #stop(error: Error): void {
    this.#stopped ??= error;
    for (const { reject } of this.#pending.values()) reject(this.#stopped);
    this.#pending.clear();
  }
}
