import { AiError } from '../ai-service';
import { timeoutMessage } from './provider-errors';

/**
 * One abort signal for an upstream call: fires when the caller aborts (the browser went away) or when
 * the model has been silent for `idleMs`. `refresh` restarts the clock when a chunk arrives.
 */
export function startDeadline(caller: AbortSignal | undefined, idleMs: number) {
  const controller = new AbortController();
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  const refresh = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new AiError('timeout', timeoutMessage));
    }, idleMs);
  };
  const onCallerAbort = () => controller.abort(caller?.reason);
  if (caller?.aborted) controller.abort(caller.reason);
  else caller?.addEventListener('abort', onCallerAbort, { once: true });
  refresh();
  return {
    signal: controller.signal,
    refresh,
    timedOut: () => timedOut,
    /** Stops the clock and cancels anything still running upstream. */
    end: () => {
      clearTimeout(timer);
      caller?.removeEventListener('abort', onCallerAbort);
      controller.abort();
    },
  };
}
