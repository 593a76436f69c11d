import { describe, expect, it } from 'vitest';
import { syntheticReviewLog, syntheticTrueParameters } from '../../../../test/helpers/synthetic-reviews';
import { historyItems, splitByTime } from '../services/fsrs/fsrs-items';
import { evaluate, loadOptimizer, optimizerPackage, trainParameters } from '../services/fsrs/fsrs-optimizer';
import { trainApart } from '../services/fsrs/fsrs-training';

describe('the FSRS optimizer on review logs of a known learner (decision 136)', () => {
  it.each([11, 23, 37])(
    'seed %i: trained parameters predict the held-out reviews within 2 % of the true ones, better than the defaults',
    async (seed) => {
      const items = historyItems(syntheticReviewLog(syntheticTrueParameters, seed, 4000));
      const outcome = await trainParameters(optimizerPackage, items);
      if (!('parameters' in outcome)) throw new Error(JSON.stringify(outcome));
      const binding = await loadOptimizer(optimizerPackage);
      if ('unavailable' in binding) throw new Error(binding.unavailable);
      const truth = evaluate(binding, syntheticTrueParameters, splitByTime(items).test);
      expect(outcome.trained.logLoss).toBeLessThanOrEqual(truth.logLoss * 1.02);
      expect(outcome.trained.logLoss).toBeLessThan(outcome.defaults.logLoss);
    },
    30_000,
  );

  it('says why when the optimizer package cannot load, and trains nothing', async () => {
    const outcome = await trainParameters('@kurio/no-such-optimizer', []);
    expect(outcome).toEqual({ unavailable: expect.stringContaining('could not load on this server') });
  });
});

describe('review histories as the optimizer reads them', () => {
  it('leaves out a card reviewed only on one day (the optimizer would abort the process on it)', () => {
    const day = 86_400_000;
    const sameDay = [
      { at: 0, rating: 1 },
      { at: 600_000, rating: 3 },
    ];
    const later = [...sameDay, { at: 2 * day, rating: 3 }];
    expect(historyItems([sameDay])).toEqual([]);
    expect(historyItems([later]).map((item) => item.reviews.map((r) => r.deltaDays))).toEqual([[0, 0, 2]]);
  });
});

describe('training apart from the server', () => {
  it('ends as a failed training when the optimizer aborts, and the process that asked lives on', async () => {
    // Every review of each card on one day: the input the optimizer's native code aborts on (fsrs-items.ts keeps
    // it from the server's own trainings), here to prove an abort ends only the training's process.
    const review = (rating: number) => ({ rating, deltaDays: 0 });
    const items = Array.from({ length: 60 }, (_, i) => ({ at: i * 1000, reviews: [review(1), review(3)] }));
    const outcome = await trainApart({ moduleName: optimizerPackage, items });
    expect(outcome).toEqual({ failed: 'The training process stopped (SIGABRT).' });
    expect(process.exitCode ?? 0).toBe(0);
  }, 60_000);
});
