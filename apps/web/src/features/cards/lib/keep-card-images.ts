import { cardMediaUrls } from '@kurio/shared/card-media';
import type { OfflineCard } from '@kurio/shared/cards';
import { cardImagesCacheName } from '../../../lib/offline-caches';

/**
 * Asks, through the service worker, for the images of the cards kept for offline review that it has not kept yet,
 * so an image occlusion card (or an imported card's image) shows offline. Only when a worker controls the page:
 * without one there is nowhere to keep them. Failures are left for the next refresh.
 */
export async function keepCardImages(cards: Iterable<OfflineCard>): Promise<void> {
  if (typeof caches === 'undefined' || !navigator.serviceWorker?.controller) return;
  const urls = new Set<string>();
  for (const card of cards)
    for (const url of cardMediaUrls(`${card.note.question}\n${card.note.answer}`)) urls.add(url);
  if (urls.size === 0) return;
  const cache = await caches.open(cardImagesCacheName);
  for (const url of urls) {
    if (await cache.match(url)) continue;
    await fetch(url, { credentials: 'same-origin' }).catch(() => undefined);
  }
}
