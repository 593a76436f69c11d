import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';

const workerUrl = new URL('./pglite-worker.mjs', import.meta.url);

/** What drizzle's pglite driver calls on its client and on a transaction (drizzle-orm/pglite/session). */
export interface PgliteQueries {
  query<Row>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<Row>>;
  exec(sql: string): Promise<Results[]>;
  transaction<T>(callback: (tx: Pick<Transaction, 'query' | 'exec'>) => Promise<T>): Promise<T>;
}

interface Reply {
  id: number;
  value?: unknown;
  error?: { message: string; name: string };
  notifications: { channel: string; payload: string }[];
}

/**
 * PGlite on a worker thread of its own. Its WebAssembly PostgreSQL costs about two thirds of the CPU a request
 * needs; on the thread that serves requests it capped the process at one core (decision 125). Queries and
 * transactions keep PGlite's meaning: one connection, so a transaction holds every other query until it ends.
 * Notifications arrive with the reply of the statement that caused them, and their listeners run before that
 * statement's caller resumes.
 */
export class PgliteThread implements PgliteQueries {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  readonly #listeners = new Map<string, (payload: string) => void>();
  /** Statements outside any transaction. */
  readonly #outside = this.#queries(undefined);
  #lastId = 0;
  #stopped: Error | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: Reply) => this.#settle(reply));
    worker.on('error', (error) => this.#stop(error));
    worker.on('exit', (code) => this.#stop(new Error(`PGlite's thread stopped (exit code ${code})`)));
  }

  static async start(options: { dataDir?: string; loadDataDir?: Blob; startParams: string[] }): Promise<PgliteThread> {
    const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
    const worker = new Worker(workerUrl, {
      workerData: { dataDir: options.dataDir, loadDataDir, startParams: options.startParams },
      transferList: loadDataDir ? [loadDataDir] : [],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        worker.once('message', (message: { ready: boolean; error?: { message: string } }) =>
          message.ready ? resolve() : reject(new Error(`PGlite did not start: ${message.error?.message}`)),
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
    const transactionId = (await this.#call('begin', {})) as number;
    const tx = this.#queries(transactionId);
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      await this.#call('end', { transactionId, commit: false });
      throw error;
    }
    await this.#call('end', { transactionId, commit: true });
    return result;
  }

  async listen(channel: string, listener: (payload: string) => void): Promise<void> {
    this.#listeners.set(channel, listener);
    await this.#call('listen', { channel });
  }

  async dumpDataDir(): Promise<Blob> {
    return new Blob([(await this.#call('dump', {})) as ArrayBuffer]);
  }

  /** Closes PGlite (it flushes its files) and ends the thread; after a crash only the latter is left to do. */
  async close(): Promise<void> {
    if (!this.#stopped) await this.#call('close', {});
    await this.#worker.terminate();
  }

  /** Statements on the thread's one connection, inside the transaction `transactionId` when given. */
  #queries(transactionId: number | undefined): Pick<Transaction, 'query' | 'exec'> {
    return {
      query: <Row>(sql: string, params?: unknown[], options?: QueryOptions) =>
        this.#call('query', { sql, params, rowMode: options?.rowMode, transactionId }) as Promise<Results<Row>>,
      exec: (sql: string) => this.#call('exec', { sql, transactionId }) as Promise<Results[]>,
    };
  }

  #call(operation: string, args: Record<string, unknown>): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = ++this.#lastId;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ id, operation, ...args });
    });
  }

  #settle({ id, value, error, notifications }: Reply): void {
    for (const { channel, payload } of notifications) this.#listeners.get(channel)?.(payload);
    const pending = this.#pending.get(id);
    if (!pending) return;
    this.#pending.delete(id);
    if (error) pending.reject(Object.assign(new Error(error.message), error));
    else pending.resolve(value);
  }

  #stop(error: Error): void {
    this.#stopped ??= error;
    for (const { reject } of this.#pending.values()) reject(this.#stopped);
    this.#pending.clear();
  }
}
