import type { TranscriptEntry } from '@kurio/shared/lessons';

/** docs/product.md §4: the last sentence whose start is at or before the playback time, defaulting to the first. */
export function currentSentenceIndex(transcript: readonly TranscriptEntry[], timeMs: number): number {
  let low = 0;
  let high = transcript.length - 1;
  let found = 0;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (transcript[middle]!.startMs <= timeMs) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** docs/product.md §5: skips and seeks stay between 0 and the duration. */
export function clampTime(seconds: number, durationSeconds: number): number {
  if (!Number.isFinite(seconds)) return 0;
  const end = Number.isFinite(durationSeconds) && durationSeconds > 0 ? durationSeconds : 0;
  return Math.min(Math.max(seconds, 0), end);
}

export const skipSeconds = 10;
/** docs/product.md §9: the seek slider moves in 100 ms steps. */
export const sliderStepSeconds = 0.1;
export const playbackRates = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
