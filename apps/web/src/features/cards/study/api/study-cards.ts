import type { OfflineCard } from '@kurio/shared/cards';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { getOfflineCards, offlineCardsQueryOptions } from '../../api/offline-cards';
import { loadCachedCards, queuedReviewIds, replaceCachedCards } from '../../lib/card-cache';
import { type StudyCard, studyCard } from '../lib/study-card';

/** The cards to study and the name of their deck (null for the whole collection). */
export interface StudySet {
  cards: StudyCard[];
  deckName: string | null;
  /** Image occlusion cards kept on the device but left out, which the screen says (decision 164). */
  occlusionLeftOut: number;
}

const byDue = (a: OfflineCard, b: OfflineCard) => a.dueAt - b.dueAt || a.id - b.id;

/**
 * The cards a study mode works on (decision 152): the ones the device keeps for offline review, refreshed from
 * the server when it answers and kept on the device again; without a connection, the device's copy.
 */
async function loadStudyCards(userId: string, deckId: number | undefined): Promise<StudySet> {
  let cards: OfflineCard[];
  try {
    const snapshot = await getOfflineCards(deckId);
    await replaceCachedCards(userId, deckId, snapshot, await queuedReviewIds(userId));
    cards = snapshot.cards;
  } catch (error) {
    cards = (await loadCachedCards(userId)).cards.filter((card) => deckId === undefined || card.deckId === deckId);
    if (cards.length === 0) throw error;
  }
  return studySet(cards, deckId);
}

export function studySet(cards: OfflineCard[], deckId: number | undefined): StudySet {
  const deckName = deckId === undefined ? null : (cards[0]?.deckName ?? null);
  // An image occlusion card's answer is a place on its image, which choices and typing cannot ask (decision 164).
  const asked = cards.filter((card) => card.type !== 'occlusion');
  return {
    cards: asked.toSorted(byDue).map(studyCard),
    deckName,
    occlusionLeftOut: cards.length - asked.length,
  };
}

const studyCardsQueryOptions = (userId: string, deckId: number | undefined) =>
  queryOptions({
    queryKey: ['study', userId, deckId ?? null],
    queryFn: () => loadStudyCards(userId, deckId),
    // Offline the device's copy answers, so the query runs without a connection too.
    networkMode: 'always',
    retry: false,
    // A session keeps the cards it started with; a new visit asks again.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

/**
 * The study set; on a page the server rendered, from the cards it came with (app/route-data.ts, the review's
 * data), so the first question is in the HTML.
 */
export function useStudyCards(userId: string, deckId: number | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    ...studyCardsQueryOptions(userId, deckId),
    initialData: () => {
      const snapshot = queryClient.getQueryData(offlineCardsQueryOptions(deckId).queryKey);
      return snapshot ? studySet(snapshot.cards, deckId) : undefined;
    },
  });
}
