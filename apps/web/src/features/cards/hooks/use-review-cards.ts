import type { OfflineCard } from '@kurio/shared/cards';
import { endOfLocalDay } from '@kurio/shared/local-time';
import { defaultFsrsSettings } from '@kurio/shared/scheduler/fsrs-settings';
import { useCallback, useMemo, useRef } from 'react';
import { userTimeZone } from '../../../lib/api-client';
import { syncOutbox } from '../../../lib/offline/sync';
import { getOfflineCards } from '../api/offline-cards';
import type { loadCachedCards } from '../lib/card-cache';
import { keptWithSiblings, queuedReviewIds, replaceCachedCards } from '../lib/card-cache';
import { keepCardImages } from '../lib/keep-card-images';
import { type LocalSchedule, nextToReview, rateLocally, siblingsBuried } from '../lib/offline-review';

/**
 * The cards a review run works on (decision 114): the device's copy first, then the server's, except the ones
 * rated here since the server was asked.
 */
export function useReviewCards(userId: string, deckId: number | undefined) {
  const cards = useRef(new Map<number, OfflineCard>());
  const schedule = useRef<LocalSchedule>({ engine: 'sm2', fsrs: defaultFsrsSettings });
  /** When each card was last rated here: the server's copy of it from before then is older than ours. */
  const ratedAt = useRef(new Map<number, number>());

  const upNext = useCallback(() => nextToReview(cards.current.values(), Date.now(), deckId, userTimeZone()), [deckId]);

  /** Syncs the queue, then takes the server's cards (which now include those ratings); offline, keeps ours. */
  const refresh = useCallback(async () => {
    const askedAt = Date.now();
    await syncOutbox(userId);
    let snapshot: Awaited<ReturnType<typeof getOfflineCards>>;
    try {
      snapshot = await getOfflineCards(deckId);
    } catch {
      return;
    }
    const ratedSinceAsked = () => [...ratedAt.current].flatMap(([id, at]) => (at >= askedAt ? [id] : []));
    const rated = await queuedReviewIds(userId);
    for (const id of ratedSinceAsked()) rated.add(id);
    const kept = await replaceCachedCards(userId, deckId, snapshot, rated);
    // A card rated while the device's copy was being replaced is newer here than in the snapshot, as are the
    // siblings it buried; the device keeps them as the rating is kept.
    const keep = keptWithSiblings(cards.current.values(), new Set([...kept, ...ratedSinceAsked()]));
    for (const [id, card] of cards.current)
      if ((deckId === undefined || card.deckId === deckId) && !keep.has(id)) cards.current.delete(id);
    for (const card of snapshot.cards) if (!keep.has(card.id)) cards.current.set(card.id, card);
    schedule.current = { engine: snapshot.engine, fsrs: snapshot.fsrs };
    void keepCardImages(snapshot.cards);
  }, [userId, deckId]);

  return useMemo(
    () => ({
      upNext,
      refresh,
      /** Forgets the cards of an earlier review run. */
      reset: () => {
        cards.current = new Map();
      },
      /** Takes the cards the device keeps. */
      take: (cached: Awaited<ReturnType<typeof loadCachedCards>>) => {
        for (const card of cached.cards) cards.current.set(card.id, card);
        if (cached.engine) schedule.current = { engine: cached.engine, fsrs: cached.fsrs ?? defaultFsrsSettings };
      },
      get: (id: number) => cards.current.get(id),
      /**
       * The card as it was before a rating taken back here, its siblings no longer buried; answers the card and
       * those siblings, for the device to keep.
       */
      restore: (card: OfflineCard) => {
        cards.current.set(card.id, card);
        const siblings = siblingsBuried(cards.current.values(), card, null);
        for (const sibling of siblings) cards.current.set(sibling.id, sibling);
        return [card, ...siblings];
      },
      /**
       * The card after a rating made here at `now`, kept in place of the one rated; answers it and the siblings
       * it buried, for the device to keep (decision 162).
       */
      rate: (card: OfflineCard, quality: number, now: number) => {
        const after = rateLocally(card, quality, schedule.current, now, cards.current.values());
        cards.current.set(after.id, after);
        // Only a note of several cards has siblings to bury; a basic card skips the time-zone work.
        const buried =
          after.type === 'basic'
            ? []
            : siblingsBuried(cards.current.values(), after, endOfLocalDay(new Date(now), userTimeZone()).getTime());
        for (const sibling of buried) cards.current.set(sibling.id, sibling);
        ratedAt.current.set(after.id, now);
        return { after, buried };
      },
    }),
    [upNext, refresh],
  );
}

export type ReviewCards = ReturnType<typeof useReviewCards>;
