import type { OfflineCard } from '@kurio/shared/cards';
import type { SchedulerEngine } from '@kurio/shared/scheduler/scheduler-state';
import { useCallback, useEffect, useRef, useState } from 'react';
import { userTimeZone } from '../../../lib/api-client';
import { putItem, queuedItems } from '../../../lib/offline/outbox';
import { syncOutbox, unqueueOperation } from '../../../lib/offline/sync';
import { useSession } from '../../../session/use-session';
import { showWarning } from '../../../stores/warning-bar';
import { getOfflineCards } from '../api/offline-cards';
import { undoLastReview } from '../api/undo-review';
import { loadCachedCards, putCachedCard, replaceCachedCards } from '../lib/card-cache';
import { nextToReview, type ReviewScreen, rateLocally } from '../lib/offline-review';
import { useUndoStack } from './use-undo-stack';

export const rateMark = 'kurio:rate';
export const rateToNextMeasure = 'kurio:rate-to-next';

/** Resolves after the browser has painted what the last state change put on screen. */
const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/**
 * One review session that works with or without a network (decision 114): the device keeps the next day of due
 * cards with their scheduler state, rates on the device with the server's own scheduler, shows the next card at
 * once, then keeps the rating in the outbox, which syncs it when online.
 */
export function useReviewSession(deckId: number | undefined) {
  const userId = useSession().user.id;
  const [current, setCurrent] = useState<ReviewScreen>();
  const [revealed, setRevealed] = useState(false);
  const [busy, setBusy] = useState(false);
  const undoEntries = useUndoStack((state) => state.entries);
  const pushUndo = useUndoStack((state) => state.push);
  const popUndo = useUndoStack((state) => state.pop);
  const cards = useRef(new Map<number, OfflineCard>());
  const engine = useRef<SchedulerEngine>('sm2');
  /** When each card was last rated here: the server's copy of it from before then is older than ours. */
  const ratedAt = useRef(new Map<number, number>());
  const measuring = useRef(false);

  const show = useCallback((screen: ReviewScreen) => {
    setCurrent(screen);
    setRevealed(false);
  }, []);
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
    const keep = new Set((await queuedItems(userId)).flatMap((item) => (item.kind === 'review' ? [item.op.id] : [])));
    for (const [id, at] of ratedAt.current) if (at >= askedAt) keep.add(id);
    await replaceCachedCards(userId, deckId, snapshot, keep);
    for (const [id, card] of cards.current)
      if ((deckId === undefined || card.deckId === deckId) && !keep.has(id)) cards.current.delete(id);
    for (const card of snapshot.cards) if (!keep.has(card.id)) cards.current.set(card.id, card);
    engine.current = snapshot.engine;
  }, [userId, deckId]);

  /** After a refresh: the card on screen stays (in its newest version) unless it is gone; else the next one. */
  const settle = useCallback(() => {
    setCurrent((screen) => {
      const kept = screen && 'card' in screen ? cards.current.get(screen.card.id) : undefined;
      return kept ? { card: kept } : upNext();
    });
  }, [upNext]);

  useEffect(() => {
    let live = true;
    setCurrent(undefined);
    cards.current = new Map();
    (async () => {
      const cached = await loadCachedCards(userId);
      if (!live) return;
      for (const card of cached.cards) cards.current.set(card.id, card);
      if (cached.engine) engine.current = cached.engine;
      if (cached.cards.length > 0 || !navigator.onLine) show(upNext());
      await refresh();
      if (live) settle();
    })().catch((error: unknown) => {
      if (live) showWarning(error instanceof Error ? error.message : 'Could not load your cards.');
      if (live) show(upNext());
    });
    return () => {
      live = false;
    };
  }, [userId, refresh, settle, show, upNext]);

  const reload = useCallback(() => {
    show(upNext());
    if (navigator.onLine) void refresh().then(settle);
  }, [show, upNext, refresh, settle]);

  const rate = useCallback(
    (quality: number) => {
      if (!current || !('card' in current) || !revealed || busy) return;
      performance.clearMarks(rateMark);
      performance.mark(rateMark);
      measuring.current = true;
      const now = Date.now();
      const before = current.card;
      const after = rateLocally(before, quality, engine.current, now);
      cards.current.set(after.id, after);
      ratedAt.current.set(after.id, now);
      const next = upNext();
      show(next);
      // IndexedDB waits until the next card is painted: the learner never waits for the device's storage.
      const op = { clientId: crypto.randomUUID(), id: after.id, quality, reviewedAt: now };
      const persisted = afterPaint().then(() =>
        Promise.all([putCachedCard(userId, after), putItem(userId, { kind: 'review', op })]).then(() => {}),
      );
      pushUndo({ clientId: op.clientId, before, persisted });
      persisted
        .then(async () => {
          await syncOutbox(userId);
          // Nothing left here: the server may hold more (created meanwhile, or beyond what the device keeps).
          if (!('card' in next) && navigator.onLine) await refresh().then(settle);
        })
        .catch((error: unknown) =>
          showWarning(`This rating could not be kept on the device: ${error instanceof Error ? error.message : ''}`),
        );
    },
    [current, revealed, busy, upNext, show, userId, pushUndo, refresh, settle],
  );

  const undo = useCallback(async () => {
    const entry = undoEntries.at(-1);
    if (!entry || busy) return;
    setBusy(true);
    try {
      await entry.persisted;
      if (await unqueueOperation(userId, entry.clientId)) {
        cards.current.set(entry.before.id, entry.before);
        await putCachedCard(userId, entry.before);
        show({ card: entry.before });
      } else {
        // Already on the server: it takes back its latest rating, and the device takes the card's new state.
        const restored = await undoLastReview();
        await refresh();
        show({
          card: cards.current.get(restored.card.id) ?? {
            ...restored.card,
            schedulerState: entry.before.schedulerState,
          },
        });
      }
      popUndo();
    } catch (error) {
      showWarning(error instanceof Error ? error.message : 'Could not undo.');
    } finally {
      setBusy(false);
    }
  }, [undoEntries, busy, userId, show, refresh, popUndo]);

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
    canUndo: undoEntries.length > 0,
    busy,
    onShown,
  };
}
