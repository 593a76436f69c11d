import { useCallback, useMemo, useRef } from 'react';
import { afterPaint } from '../../../lib/after-paint';

const rateMark = 'kurio:rate';
const rateToNextMeasure = 'kurio:rate-to-next';

/** The rating→next-card time (docs/architecture.md §7), recorded as the `kurio:rate-to-next` performance measure. */
export function useRateToNext() {
  const measuring = useRef(false);

  const start = useCallback(() => {
    performance.clearMarks(rateMark);
    performance.mark(rateMark);
    measuring.current = true;
  }, []);

  /** Call once the next screen is up: closes the measurement (kept only when it is a card). */
  const onShown = useCallback((isCard: boolean) => {
    if (!measuring.current) return;
    measuring.current = false;
    // After the next paint, so the figure includes putting the card on screen.
    if (isCard) afterPaint().then(() => performance.measure(rateToNextMeasure, rateMark));
  }, []);

  return useMemo(() => ({ start, onShown }), [start, onShown]);
}
