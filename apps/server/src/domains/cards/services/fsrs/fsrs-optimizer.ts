import type { HistoryItem } from './fsrs-items';
import { splitByTime } from './fsrs-items';

/** How well one parameter set predicted the held-out reviews. */
export interface Fit {
  logLoss: number;
  rmse: number;
}

export type TrainingOutcome =
  | { parameters: number[]; defaults: Fit; trained: Fit; trainedOn: number }
  | { unavailable: string }
  | { failed: string };

type Binding = typeof import('@open-spaced-repetition/binding');

/** The optimizer package Kurio trains with: the FSRS reference implementation's native Node binding. */
export const optimizerPackage = '@open-spaced-repetition/binding';

/**
 * Loads the optimizer when first needed, so a platform without a prebuilt binary only loses training: the
 * answer then says why, and FSRS keeps its default parameters.
 */
export async function loadOptimizer(moduleName: string): Promise<Binding | { unavailable: string }> {
  try {
    return (await import(moduleName)) as Binding;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { unavailable: `The FSRS optimizer could not load on this server (${reason}).` };
  }
}

function toItems(binding: Binding, items: HistoryItem[]) {
  return items.map(
    (item) =>
      new binding.FSRSBindingItem(item.reviews.map((r) => new binding.FSRSBindingReview(r.rating, r.deltaDays))),
  );
}

/** Log loss and RMSE (binned, as FSRS reports it) of a parameter set on some items; defaults when none given. */
export function evaluate(binding: Binding, parameters: number[] | undefined, items: HistoryItem[]): Fit {
  const { logLoss, rmseBins } = new binding.FSRSBinding(parameters).evaluate(toItems(binding, items));
  return { logLoss, rmse: rmseBins };
}

/**
 * Trains FSRS parameters on the learner's earlier reviews and scores them and the defaults on the latest ones
 * (splitByTime). CPU-bound for up to seconds: run it in a child process (fsrs-training-process.ts).
 */
export async function trainParameters(moduleName: string, items: HistoryItem[]): Promise<TrainingOutcome> {
  const binding = await loadOptimizer(moduleName);
  if ('unavailable' in binding) return binding;
  try {
    const { train, test } = splitByTime(items);
    const parameters = await binding.computeParameters(toItems(binding, train), { enableShortTerm: true });
    return {
      parameters,
      defaults: evaluate(binding, undefined, test),
      trained: evaluate(binding, parameters, test),
      trainedOn: items.length,
    };
  } catch (error) {
    return { failed: error instanceof Error ? error.message : String(error) };
  }
}
