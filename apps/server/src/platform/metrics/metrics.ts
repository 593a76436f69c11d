import type { SyncResult } from '@kurio/shared/sync';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** Request latency buckets, seconds: from a cached page (~2 ms) to a streamed AI answer (tens of seconds). */
const requestBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** PGlite's thread answers a request within a millisecond when idle; a queue behind a transaction takes longer. */
const waitBuckets = [0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

export type SyncKind = 'review' | 'lessonProgress' | 'questEpisode';

/** The series one app process exposes at /metrics (docs/decisions/140). */
export interface Metrics {
  registry: Registry;
  observeRequest(labels: { method: string; route: string; status: number }, seconds: number): void;
  countAiCall(provider: string, outcome: string): void;
  /** Counts a sync batch's operations by what became of each, and hands the results on. */
  countSync<R extends SyncResult>(kind: SyncKind, results: R[]): R[];
  observePgliteWait(seconds: number): void;
  /** Counts one round of parent-alert emails by what became of each. */
  countEmails(round: { sent: number; failed: number }): void;
}

/**
 * A registry per app: tests build many apps in one process. The process-wide series (heap, event-loop delay,
 * CPU, GC) cost a timer and a GC observer each, so they are collected only where someone can read them.
 */
export function createMetrics(options: { processSeries: boolean }): Metrics {
  const registry = new Registry();
  if (options.processSeries) collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'kurio_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status, with their time to the last byte',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: requestBuckets,
    registers: [registry],
  });
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Counter({ name, help, labelNames, registers: [registry] });
  const aiCalls = counter(
    'kurio_ai_calls_total',
    'Calls to the AI provider by provider and outcome (ok, cancelled, or the AiError kind)',
    ['provider', 'outcome'],
  );
  const syncBatches = counter('kurio_sync_batches_total', 'Offline sync batches received, by kind', ['kind']);
  const syncOperations = counter(
    'kurio_sync_operations_total',
    'Operations in offline sync batches by kind and result (applied, duplicate, notFound, invalid)',
    ['kind', 'status'],
  );
  const emails = counter('kurio_emails_total', 'Parent-alert emails by outcome (sent, or failed for this try)', [
    'outcome',
  ]);
  const pgliteWait = new Histogram({
    name: 'kurio_pglite_queue_wait_seconds',
    help: "Time a statement waited for PGlite's thread to take it up",
    buckets: waitBuckets,
    registers: [registry],
  });
  return {
    registry,
    observeRequest: ({ method, route, status }, seconds) =>
      requests.observe({ method, route, status: String(status) }, seconds),
    countAiCall: (provider, outcome) => aiCalls.inc({ provider, outcome }),
    countSync(kind, results) {
      syncBatches.inc({ kind });
      for (const { status } of results) syncOperations.inc({ kind, status });
      return results;
    },
    observePgliteWait: (seconds) => pgliteWait.observe(seconds),
    countEmails({ sent, failed }) {
      emails.inc({ outcome: 'sent' }, sent);
      emails.inc({ outcome: 'failed' }, failed);
    },
  };
}
