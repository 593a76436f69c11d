// What the request thread (pglite-thread.ts) and PGlite's thread (pglite-worker.ts) say to each other.
import { type Results, type RowMode, types } from '@electric-sql/pglite';

/**
 * Types PGlite's thread answers as PostgreSQL's text, set once when it opens PGlite: drizzle maps these itself
 * and passes PGlite a parser for each with every query, and the request thread hands each value to that
 * parser. PGlite's own array types are left out: PGlite replaces an array type's parser when it starts, so
 * arrays of these come back as arrays of text (decision 131).
 */
export const textTypes: readonly number[] = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE];

/** Given to PGlite's thread when it starts. */
export interface WorkerData {
  dataDir?: string;
  /** A data directory's tarball, moved to the thread rather than copied. */
  loadDataDir?: ArrayBuffer;
  /** Added to PGlite's own start parameters. */
  startParams: string[];
}

/** One statement, or what ends a transaction, on the thread's one connection; each answers as `Answers` says. */
export type Request =
  | { operation: 'query'; sql: string; params?: unknown[]; rowMode?: RowMode; transactionId?: number }
  | { operation: 'exec'; sql: string; transactionId?: number }
  | { operation: 'begin' }
  | { operation: 'end'; transactionId: number; commit: boolean }
  | { operation: 'listen'; channel: string }
  | { operation: 'dump' }
  | { operation: 'close' };

export type Operation = Request['operation'];

export type RequestFor<O extends Operation> = Extract<Request, { operation: O }>;

export interface Answers {
  query: Results<unknown>;
  exec: Results[];
  /** The new transaction's id. */
  begin: number;
  end: null;
  listen: null;
  /** The data directory's tarball, moved rather than copied. */
  dump: ArrayBuffer;
  close: null;
}

/** A request as posted: its id pairs it with its reply. */
export interface Envelope {
  id: number;
  request: Request;
}

export interface Notification {
  channel: string;
  payload: string;
}

/** A PostgreSQL error's message and fields (code, constraint, detail…): an Error's own properties do not cross. */
export interface ErrorFields {
  message: string;
  name: string;
  [field: string]: string | number;
}

/**
 * The answer to the request `id`, with the NOTIFY payloads received since the last reply, and when PGlite's
 * thread took the request up (`performance.timeOrigin + performance.now()`, a clock both threads share).
 */
export type Reply = { id: number; notifications: Notification[]; receivedAt: number } & (
  | { value: Answers[Operation] }
  | { error: ErrorFields }
);

/** PGlite's thread's first message. */
export type StartReply = { ready: true } | { ready: false; error: ErrorFields };
