import { type OfflineDb, type OutboxItem, offlineDb } from './offline-db';
import { noPending, type PendingCounts } from './sync-status';

/** Every item waiting in the user's outbox, oldest first by the time it was made. */
export async function queuedItems(userId: string): Promise<OutboxItem[]> {
  const items = await (await offlineDb(userId)).getAll('outbox');
  return items.sort((a, b) => madeAt(a) - madeAt(b));
}

export const madeAt = (item: OutboxItem) => (item.kind === 'review' ? item.op.reviewedAt : item.op.madeAt);

export async function putItem(userId: string, item: OutboxItem): Promise<void> {
  await (await offlineDb(userId)).put('outbox', item);
}

/** Takes items out in one transaction; answers whether the first id was still there. */
export async function removeItems(userId: string, clientIds: string[]): Promise<boolean> {
  const db: OfflineDb = await offlineDb(userId);
  const tx = db.transaction('outbox', 'readwrite');
  const found = clientIds.length > 0 && (await tx.store.getKey(clientIds[0]!)) !== undefined;
  await Promise.all([...clientIds.map((clientId) => tx.store.delete(clientId)), tx.done]);
  return found;
}

export function countByKind(items: OutboxItem[]): PendingCounts {
  const counts = { ...noPending };
  for (const item of items) counts[item.kind] += 1;
  return counts;
}
