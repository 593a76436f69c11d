import type { NextCardResponse } from '@kurio/shared/cards';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { showWarning } from '../../../stores/warning-bar';
import { cardKeys } from '../api/card-keys';
import { getNextCard } from '../api/next-card';
import { reviewCard, undoLastReview } from '../api/review-card';
import { useUndoCount } from './use-undo-count';

export const rateMark = 'kurio:rate';
export const rateToNextMeasure = 'kurio:rate-to-next';

/**
 * One review session without page reloads: while a card is on screen the one after it is already
 * fetched, so a rating swaps cards at once and the review is saved in the background.
 */
export function useReviewSession(deckId: number | undefined) {
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState<NextCardResponse>();
  const [revealed, setRevealed] = useState(false);
  const undoable = useUndoCount((state) => state.count);
  const addUndoable = useUndoCount((state) => state.add);
  const [busy, setBusy] = useState(false);
  const upcoming = useRef<Promise<NextCardResponse>>(undefined);
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  const measuring = useRef(false);

  const show = useCallback(
    (next: NextCardResponse) => {
      setCurrent(next);
      setRevealed(false);
      // The card after this one, asked for only once the pending rating is saved (else it could be the same card).
      upcoming.current = saving.current.then(() =>
        'card' in next ? getNextCard({ deckId, exclude: next.card.id }) : getNextCard({ deckId }),
      );
      upcoming.current.catch(() => {});
    },
    [deckId],
  );

  const failed = useCallback(
    (error: unknown) => {
      showWarning(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
      setBusy(false);
      getNextCard({ deckId }).then(show, () => setCurrent({ dueIn: null, dueAt: null }));
    },
    [deckId, show],
  );

  const reload = useCallback(() => getNextCard({ deckId }).then(show, failed), [deckId, show, failed]);

  useEffect(() => {
    setCurrent(undefined);
    reload();
  }, [reload]);

  const rate = useCallback(
    async (quality: number) => {
      if (!current || !('card' in current) || !revealed || busy) return;
      performance.clearMarks(rateMark);
      performance.mark(rateMark);
      measuring.current = true;
      setBusy(true);
      const saved = reviewCard({ id: current.card.id, quality });
      saving.current = saved.catch(() => {});
      try {
        const next = await upcoming.current!;
        addUndoable(1);
        show(next);
        setBusy(false);
        await saved;
        // Nothing else was due when we asked: look again now the rating is saved (it may be due soon).
        if (!('card' in next)) show(await getNextCard({ deckId }));
        queryClient.invalidateQueries({ queryKey: cardKeys.all });
      } catch (error) {
        addUndoable(-1);
        failed(error);
      }
    },
    [current, revealed, busy, show, failed, deckId, queryClient, addUndoable],
  );

  const undo = useCallback(async () => {
    if (undoable === 0 || busy) return;
    setBusy(true);
    try {
      await saving.current;
      const restored = await undoLastReview();
      addUndoable(-1);
      show({ card: restored.card });
      queryClient.invalidateQueries({ queryKey: cardKeys.all });
    } catch (error) {
      showWarning(error instanceof Error ? error.message : 'Could not undo.');
    } finally {
      setBusy(false);
    }
  }, [undoable, busy, show, queryClient, addUndoable]);

  /** Call once the next screen is up: closes the rating→next-card measurement (kept only when it is a card). */
  const onShown = useCallback((isCard: boolean) => {
    if (!measuring.current) return;
    measuring.current = false;
    // After the next paint, so the figure includes putting the card on screen.
    if (isCard) requestAnimationFrame(() => setTimeout(() => performance.measure(rateToNextMeasure, rateMark)));
  }, []);

  return {
    current,
    revealed,
    reveal: () => setRevealed(true),
    rate,
    undo,
    reload,
    canUndo: undoable > 0,
    busy,
    onShown,
  };
}
