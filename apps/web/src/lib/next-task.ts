type WithScheduler = typeof globalThis & { scheduler?: { yield?: () => Promise<void> } };

/**
 * Resolves in a later task, so the browser can paint and answer input between two pieces of work: with
 * `scheduler.yield()` where the browser has it (the continuation runs ahead of other queued tasks), else a
 * zero timeout.
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as WithScheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
