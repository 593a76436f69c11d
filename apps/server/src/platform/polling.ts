/**
 * Runs `round` every `intervalMs` after the previous round ends, so rounds never overlap. A round that throws
 * (the database briefly unreachable) is logged and the next one tries again. `stop` waits for a running round.
 */
export function startPolling(
  round: () => Promise<unknown>,
  intervalMs: number,
  logError: (error: unknown) => void,
  firstAfterMs = intervalMs,
): { stop(): Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = round()
      .catch(logError)
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, firstAfterMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
