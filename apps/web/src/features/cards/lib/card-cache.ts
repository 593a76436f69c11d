import type { OfflineCard, OfflineCards } from '@kurio/shared/cards';
import type { FsrsSettings } from '@kurio/shared/scheduler/fsrs-settings';
import type { SchedulerEngine } from '@kurio/shared/scheduler/scheduler-state';
import { offlineDb } from '../../../lib/offline/offline-db';
import { queuedItems } from '../../../lib/offline/outbox';

/** The cards, scheduler engine and FSRS settings this device keeps for the user. */
export async function loadCachedCards(
  userId: string,
): Promise<{ cards: OfflineCard[]; engine?: SchedulerEngine; fsrs?: FsrsSettings }> {
  const db = await offlineDb(userId);
  const [cards, engine, fsrs] = await Promise.all([
    db.getAll('cards'),
    db.get('settings', 'engine'),
    db.get('settings', 'fsrs'),
  ]);
  return { cards, engine: engine as SchedulerEngine | undefined, fsrs: fsrs as FsrsSettings | undefined };
}

/**
 * Replaces the kept cards of a scope (one deck, or all) with the server's, in one transaction, except the ones
 * in `keep`: rated here after the server's answer was asked for, so the device's copy is the newer.
 */
export async function replaceCachedCards(
  userId: string,
  deckId: number | undefined,
  snapshot: OfflineCards,
  keep: Set<number>,
): Promise<void> {
  const db = await offlineDb(userId);
  const tx = db.transaction(['cards', 'settings'], 'readwrite');
  const cards = tx.objectStore('cards');
  for (const card of await cards.getAll()) {
    if ((deckId === undefined || card.deckId === deckId) && !keep.has(card.id)) await cards.delete(card.id);
  }
  for (const card of snapshot.cards) if (!keep.has(card.id)) await cards.put(card);
  await tx.objectStore('settings').put(snapshot.engine, 'engine');
  await tx.objectStore('settings').put(snapshot.fsrs, 'fsrs');
  await tx.done;
}

export async function putCachedCard(userId: string, card: OfflineCard): Promise<void> {
  await (await offlineDb(userId)).put('cards', card);
}

/** The cards rated on this device whose ratings the server has not confirmed: the device's copy is the newer. */
export async function queuedReviewIds(userId: string): Promise<Set<number>> {
  return new Set((await queuedItems(userId)).flatMap((item) => (item.kind === 'review' ? [item.op.id] : [])));
}
