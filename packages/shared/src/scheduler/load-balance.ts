import { get_fuzz_range } from 'ts-fsrs';

/** How many of the learner's cards fall due on the day `days` whole days from the review. */
export type DueLoad = (days: number) => number;

/**
 * The interval, in days, that spreads the learner's reviews: among the days of the interval's fuzz range (the
 * days FSRS's own fuzz could have chosen), the one with the fewest cards due, the nearest to the interval on a
 * tie, the shorter on an equal distance. Like Anki's load balancer it never leaves the fuzz range; unlike it,
 * it draws no random number, so the device and the server choose the same day from the same counts.
 */
export function balancedInterval(intervalDays: number, elapsedDays: number, maximumDays: number, load: DueLoad) {
  const { min_ivl: min, max_ivl: max } = get_fuzz_range(intervalDays, elapsedDays, maximumDays);
  let best = intervalDays;
  let bestKey = [load(intervalDays), 0, 0];
  for (let days = min; days <= max; days++) {
    const key = [load(days), Math.abs(days - intervalDays), days > intervalDays ? 1 : 0];
    if (compareKeys(key, bestKey) < 0) [best, bestKey] = [days, key];
  }
  return best;
}

function compareKeys(a: number[], b: number[]) {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}
