import type { QueuedEpisode } from '@kurio/shared/quests';
import { questMessages } from '@kurio/shared/quests';
import type { SyncResult } from '@kurio/shared/sync';
import type { Db } from '../../../db/client';
import { byMadeAt, claimOperations, timelyOperations } from '../../sync-operations';
import type { BookCatalog } from './books';
import { setEpisodeCompleted } from './quest-progress';

/**
 * Applies episode ticks made on the device (decision 114), each client id once, in the order they were made,
 * each at its own time: an episode ticked offline yesterday counts for yesterday's streak. Ticks set a state
 * rather than flip it, so the latest tick of an episode decides. A book or episode not in the catalog is
 * reported as not found.
 */
export async function applyEpisodeBatch(
  db: Db,
  userId: string,
  catalog: BookCatalog,
  ticks: QueuedEpisode[],
  now: Date,
): Promise<SyncResult[]> {
  const results = new Map<string, SyncResult>();
  const known = timelyOperations(ticks, (tick) => tick.madeAt, now, results).filter((tick) => {
    const book = catalog.find(tick.bookId);
    if (book?.episodes.some((episode) => episode.id === tick.episodeId)) return true;
    const message = book ? questMessages.episodeNotFound : questMessages.bookNotFound;
    results.set(tick.clientId, { clientId: tick.clientId, status: 'notFound', message });
    return false;
  });
  await db.transaction(async (tx) => {
    const claimed = await claimOperations(
      tx,
      userId,
      'questEpisode',
      known.map((tick) => tick.clientId),
    );
    for (const tick of [...known].sort(byMadeAt((op) => op.madeAt))) {
      const fresh = claimed.has(tick.clientId);
      results.set(tick.clientId, { clientId: tick.clientId, status: fresh ? 'applied' : 'duplicate' });
      if (fresh)
        await setEpisodeCompleted(
          tx,
          userId,
          catalog.find(tick.bookId)!,
          tick.episodeId,
          tick.completed,
          new Date(tick.madeAt),
        );
    }
  });
  return ticks.map((tick) => results.get(tick.clientId)!);
}
