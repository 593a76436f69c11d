import { useCallback, useState } from 'react';
import { unqueueOperation } from '../../../lib/offline/sync';
import { showWarning } from '../../../stores/warning-bar';
import { undoLastReview } from '../api/undo-review';
import { putCachedCards } from '../lib/card-cache';
import type { ReviewScreen } from '../lib/offline-review';
import type { ReviewCards } from './use-review-cards';
import { type UndoEntry, useUndoStack } from './use-undo-stack';

/** Takes a rating back where it is: out of the device's queue, or from the server once it is there. */
async function takeBack(userId: string, entry: UndoEntry, cards: ReviewCards): Promise<ReviewScreen> {
  await entry.persisted;
  if (await unqueueOperation(userId, entry.clientId)) {
    await putCachedCards(userId, cards.restore(entry.before));
    return { card: entry.before };
  }
  // Already on the server: it takes back its latest rating, and the device takes the card's new state.
  const restored = await undoLastReview();
  await cards.refresh();
  return {
    card: cards.get(restored.card.id) ?? {
      ...restored.card,
      schedulerState: entry.before.schedulerState,
      buriedUntil: null,
    },
  };
}

/** Undo of the latest rating made in this tab; `busy` while one is being taken back. */
export function useReviewUndo(userId: string, cards: ReviewCards, show: (screen: ReviewScreen) => void) {
  const [busy, setBusy] = useState(false);
  const entries = useUndoStack((state) => state.entries);
  const push = useUndoStack((state) => state.push);
  const pop = useUndoStack((state) => state.pop);

  const undo = useCallback(async () => {
    const entry = entries.at(-1);
    if (!entry || busy) return;
    setBusy(true);
    try {
      show(await takeBack(userId, entry, cards));
      pop();
    } catch (error) {
      showWarning(error instanceof Error ? error.message : 'Could not undo.');
    } finally {
      setBusy(false);
    }
  }, [entries, busy, userId, cards, show, pop]);

  return { undo, push, busy, canUndo: entries.length > 0 };
}
