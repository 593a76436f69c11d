import { answerTimeCapMs } from '@kurio/shared/card-rules';
import { useEffect, useMemo, useRef } from 'react';

/**
 * Times the card on screen from when it is shown, so its rating carries how long the answer took, capped as Anki
 * caps it (docs/decisions/159): a card left on screen while the learner is away counts as the cap, not the hour.
 */
export function useAnswerClock(cardId: number | undefined) {
  const shownAt = useRef(Date.now());
  // Another card on screen, however it got there (a rating, a refresh, the first load), starts the clock again.
  useEffect(() => {
    if (cardId !== undefined) shownAt.current = Date.now();
  }, [cardId]);
  return useMemo(
    () => ({
      /** The same card shown again (after an undo) is timed afresh. */
      restart: () => {
        shownAt.current = Date.now();
      },
      elapsed: (now: number) => Math.min(Math.max(0, Math.round(now - shownAt.current)), answerTimeCapMs),
    }),
    [],
  );
}
