import { maxClockSkewMs, type SyncResult, syncMessages } from '@kurio/shared/sync';
import type { Db } from '../db/client';
import { syncOperations } from '../db/schema/index';

export type SyncKind = (typeof syncOperations.$inferInsert)['kind'];

/**
 * Records these client ids as applied for the user and answers the ones that were new. Call it inside the
 * transaction that applies them: if that fails, no id is kept; if another batch holds the same ids, this waits
 * for it and then finds them taken, so each operation is applied exactly once (decision 114).
 */
export async function claimOperations(tx: Db, userId: string, kind: SyncKind, clientIds: string[]) {
  if (clientIds.length === 0) return new Set<string>();
  const claimed = await tx
    .insert(syncOperations)
    .values(clientIds.map((clientId) => ({ userId, clientId, kind })))
    .onConflictDoNothing()
    .returning({ clientId: syncOperations.clientId });
  return new Set(claimed.map((row) => row.clientId));
}

/** Sorts operations by the time they were made, ties by client id: one order whichever batch brought them. */
export function byMadeAt<Op extends { clientId: string }>(madeAt: (op: Op) => number) {
  return (a: Op, b: Op) => madeAt(a) - madeAt(b) || (a.clientId < b.clientId ? -1 : a.clientId > b.clientId ? 1 : 0);
}

/**
 * The operations made no later than the server's clock allows (maxClockSkewMs); each of the others is answered
 * as invalid in `results`, keyed by client id.
 */
export function timelyOperations<Op extends { clientId: string }>(
  ops: Op[],
  madeAt: (op: Op) => number,
  now: Date,
  results: Map<string, SyncResult>,
): Op[] {
  return ops.filter((op) => {
    if (madeAt(op) <= now.getTime() + maxClockSkewMs) return true;
    results.set(op.clientId, { clientId: op.clientId, status: 'invalid', message: syncMessages.clockAhead });
    return false;
  });
}
