/** A stable index from a seed, so the same moment gets the same choice but different moments vary. */
export function pickIndex(count: number, seed: string): number {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return count > 0 ? hash % count : 0;
}

/** One of the options, chosen stably by the seed. */
export const pick = <T>(options: readonly T[], seed: string): T => options[pickIndex(options.length, seed)] as T;
