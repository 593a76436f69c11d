import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { userTimeZone } from '../../../lib/api-client';
import { offlineCardsQueryOptions } from '../api/offline-cards';
import { nextToReview } from '../lib/offline-review';

/**
 * The cards a page the server rendered came with (app/route-data.ts): the first of them is on screen in the HTML,
 * and in the browser's first render that takes the HTML over, before the device's own copy is read.
 */
export function useServerReviewStart(deckId: number | undefined) {
  const queryClient = useQueryClient();
  const [snapshot] = useState(() => queryClient.getQueryData(offlineCardsQueryOptions(deckId).queryKey));
  const [first] = useState(() =>
    snapshot ? nextToReview(snapshot.cards, Date.now(), deckId, userTimeZone()) : undefined,
  );
  return { snapshot, first };
}
