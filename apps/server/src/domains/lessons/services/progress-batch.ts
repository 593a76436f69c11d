import { lessonMessages } from '@kurio/shared/lesson-messages';
import type { QueuedProgress } from '@kurio/shared/lessons';
import type { SyncResult } from '@kurio/shared/sync';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { lessonProgress } from '../../../db/schema/index';
import { byMadeAt, claimOperations, timelyOperations } from '../../sync-operations';

/**
 * Applies lesson progress changed on the device (decision 114), each client id once, in the order the changes
 * were made. A lesson's row keeps the time of the change it holds, and an older change never overwrites a
 * newer one, so two devices end on the latest change whichever syncs first. `durationOf` answers a lesson's
 * narration length, or undefined for a lesson that does not exist (reported as not found).
 */
export async function applyProgressBatch(
  db: Db,
  userId: string,
  durationOf: (lessonId: string) => number | undefined,
  updates: QueuedProgress[],
  now: Date,
): Promise<SyncResult[]> {
  const results = new Map<string, SyncResult>();
  const known = timelyOperations(updates, (update) => update.madeAt, now, results).filter((update) => {
    if (durationOf(update.lessonId) !== undefined) return true;
    results.set(update.clientId, { clientId: update.clientId, status: 'notFound', message: lessonMessages.notFound });
    return false;
  });
  await db.transaction(async (tx) => {
    const claimed = await claimOperations(
      tx,
      userId,
      'lessonProgress',
      known.map((update) => update.clientId),
    );
    for (const update of [...known].sort(byMadeAt((op) => op.madeAt))) {
      if (!claimed.has(update.clientId)) {
        results.set(update.clientId, { clientId: update.clientId, status: 'duplicate' });
        continue;
      }
      const madeAt = new Date(update.madeAt);
      const positionMs =
        update.positionMs === undefined ? undefined : Math.min(update.positionMs, durationOf(update.lessonId)!);
      const changes = { completed: update.completed, positionMs, updatedAt: madeAt };
      await tx
        .insert(lessonProgress)
        .values({ userId, lessonId: update.lessonId, ...changes })
        .onConflictDoUpdate({
          target: [lessonProgress.userId, lessonProgress.lessonId],
          set: changes,
          setWhere: sql`${lessonProgress.updatedAt} <= ${madeAt.toISOString()}::timestamptz`,
        });
      results.set(update.clientId, { clientId: update.clientId, status: 'applied' });
    }
  });
  return updates.map((update) => results.get(update.clientId)!);
}
