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
 * in `keep` (rated here after the server's answer was asked for, so the device's copy is the newer) and their
 * siblings, which those ratings buried here (decision 162). Answers the ids of the cards it kept.
 */
export async function replaceCachedCards(
  userId: string,
  deckId: number | undefined,
  snapshot: OfflineCards,
  keep: ReadonlySet<number>,
): Promise<Set<number>> {
  const db = await offlineDb(userId);
  const tx = db.transaction(['cards', 'settings'], 'readwrite');
  const cards = tx.objectStore('cards');
  const held = await cards.getAll();
  const kept = keptWithSiblings(held, keep);
  for (const card of held) {
    if ((deckId === undefined || card.deckId === deckId) && !kept.has(card.id)) await cards.delete(card.id);
  }
  for (const card of snapshot.cards) if (!kept.has(card.id)) await cards.put(card);
  await tx.objectStore('settings').put(snapshot.engine, 'engine');
  await tx.objectStore('settings').put(snapshot.fsrs, 'fsrs');
  await tx.done;
  return kept;
}

/** The ids in `keep` and those of their siblings among `cards`. */
export function keptWithSiblings(cards: Iterable<OfflineCard>, keep: ReadonlySet<number>): Set<number> {
  const all = [...cards];
  const notes = new Set(all.flatMap((card) => (keep.has(card.id) ? [card.noteId] : [])));
  return new Set([...keep, ...all.flatMap((card) => (notes.has(card.noteId) ? [card.id] : []))]);
}

/** Keeps cards on the device in one transaction: a card rated here with the siblings it buried or unburied. */
export async function putCachedCards(userId: string, cards: readonly OfflineCard[]): Promise<void> {
  const tx = (await offlineDb(userId)).transaction('cards', 'readwrite');
  await Promise.all([...cards.map((card) => tx.store.put(card)), tx.done]);
}

/** The cards rated on this device whose ratings the server has not confirmed: the device's copy is the newer. */
export async function queuedReviewIds(userId: string): Promise<Set<number>> {
  return new Set((await queuedItems(userId)).flatMap((item) => (item.kind === 'review' ? [item.op.id] : [])));
}
