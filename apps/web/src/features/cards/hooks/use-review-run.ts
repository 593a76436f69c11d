import type { OfflineCard, QueuedReview } from '@kurio/shared/cards';
import { useCallback, useEffect, useRef, useState } from 'react';
import { afterPaint } from '../../../lib/after-paint';
import { putItem } from '../../../lib/offline/outbox';
import { syncOutbox } from '../../../lib/offline/sync';
import { useSignedInUser } from '../../../sign-in/use-signed-in-user';
import { showWarning } from '../../../stores/warning-bar';
import { loadCachedCards, putCachedCards } from '../lib/card-cache';
import type { ReviewScreen } from '../lib/offline-review';
import { useAnswerClock } from './use-answer-clock';
import { useRateToNext } from './use-rate-to-next';
import { type ReviewCards, useReviewCards } from './use-review-cards';
import { useReviewUndo } from './use-review-undo';
import { useServerReviewStart } from './use-server-review-start';

/**
 * IndexedDB waits until the next card is painted: the learner never waits for the device's storage. The rated
 * card is kept with the siblings it buried, so a reload does not show them again the same day.
 */
const keepOnDevice = (userId: string, cards: readonly OfflineCard[], op: QueuedReview) =>
  afterPaint().then(() =>
    Promise.all([putCachedCards(userId, cards), putItem(userId, { kind: 'review', op })]).then(() => {}),
  );

/** Sends the kept rating; `refill` runs after it when online (nothing left to review here). */
function sendWhenKept(userId: string, kept: Promise<void>, refill?: () => Promise<void>) {
  kept
    .then(async () => {
      await syncOutbox(userId);
      if (refill && navigator.onLine) await refill();
    })
    .catch((error: unknown) =>
      showWarning(`This rating could not be kept on the device: ${error instanceof Error ? error.message : ''}`),
    );
}

interface ReviewScreenSetters {
  clear: () => void;
  show: (screen: ReviewScreen) => void;
  settle: () => void;
}

type ServerCards = ReturnType<typeof useServerReviewStart>['snapshot'];

/**
 * Starts a review run: the cards the server rendered the page with, else the device's at once (offline, even when it
 * keeps none); then the server's, asked afresh.
 */
function useLoadReview(
  userId: string,
  cards: ReviewCards,
  serverCards: ServerCards,
  { clear, show, settle }: ReviewScreenSetters,
) {
  const fromServer = useRef(serverCards);
  useEffect(() => {
    let live = true;
    const rendered = fromServer.current;
    fromServer.current = undefined;
    if (!rendered) clear();
    cards.reset();
    (async () => {
      const start = rendered ?? (await loadCachedCards(userId));
      if (!live) return;
      cards.take(start);
      if (!rendered && (start.cards.length > 0 || !navigator.onLine)) show(cards.upNext());
      await cards.refresh();
      if (live) settle();
    })().catch((error: unknown) => {
      if (live) showWarning(error instanceof Error ? error.message : 'Could not load your cards.');
      if (live) show(cards.upNext());
    });
    return () => {
      live = false;
    };
  }, [userId, cards, clear, show, settle]);
}

/**
 * One review run that works with or without a network (decision 114): the device keeps the next day of due
 * cards with their scheduler state, rates on the device with the server's own scheduler, shows the next card at
 * once, then keeps the rating in the outbox, which syncs it when online.
 */
export function useReviewRun(deckId: number | undefined) {
  const userId = useSignedInUser().user.id;
  const serverStart = useServerReviewStart(deckId);
  const [current, setCurrent] = useState<ReviewScreen | undefined>(serverStart.first);
  const [revealed, setRevealed] = useState(false);
  const cards = useReviewCards(userId, deckId);
  const measure = useRateToNext();
  const clock = useAnswerClock(current && 'card' in current ? current.card.id : undefined);
  const show = useCallback(
    (screen: ReviewScreen) => {
      clock.restart();
      setCurrent(screen);
      setRevealed(false);
    },
    [clock],
  );
  const clear = useCallback(() => setCurrent(undefined), []);
  const { undo, push: pushUndo, busy, canUndo } = useReviewUndo(userId, cards, show);

  /** After a refresh: the card on screen stays (in its newest version) unless it is gone; else the next one. */
  const settle = useCallback(() => {
    setCurrent((screen) => {
      const kept = screen && 'card' in screen ? cards.get(screen.card.id) : undefined;
      return kept ? { card: kept } : cards.upNext();
    });
  }, [cards]);
  const refill = useCallback(() => cards.refresh().then(settle), [cards, settle]);
  useLoadReview(userId, cards, serverStart.snapshot, { clear, show, settle });
  const reload = useCallback(() => {
    show(cards.upNext());
    if (navigator.onLine) void refill();
  }, [show, cards, refill]);

  const rate = useCallback(
    (quality: number) => {
      if (!current || !('card' in current) || !revealed || busy) return;
      measure.start();
      const now = Date.now();
      const answerMs = clock.elapsed(now);
      const { after, buried } = cards.rate(current.card, quality, now);
      const next = cards.upNext();
      show(next);
      const op = { clientId: crypto.randomUUID(), id: after.id, quality, reviewedAt: now, answerMs };
      const kept = keepOnDevice(userId, [after, ...buried], op);
      pushUndo({ clientId: op.clientId, before: current.card, persisted: kept });
      // Nothing left here: the server may hold more (created meanwhile, or beyond what the device keeps).
      sendWhenKept(userId, kept, 'card' in next ? undefined : refill);
    },
    [current, revealed, busy, measure, clock, cards, show, userId, pushUndo, refill],
  );

  return {
    current,
    revealed,
    reveal: () => setRevealed(true),
    rate,
    undo,
    reload,
    canUndo,
    busy,
    onShown: measure.onShown,
  };
}
