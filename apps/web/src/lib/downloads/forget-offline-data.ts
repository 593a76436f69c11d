import { apiCacheName, cardImagesCacheName, downloadsCacheName } from '../offline-caches';

/**
 * Forgets what the service worker keeps of this learner: the API answers and card images, and with `downloads`
 * every download too (they hold the learner's progress and quests). Called when someone signs in or out.
 */
export async function forgetOfflineData({ downloads }: { downloads: boolean }): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(apiCacheName);
  await caches.delete(cardImagesCacheName);
  if (downloads) await caches.delete(downloadsCacheName);
}
