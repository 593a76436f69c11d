// FSRS training per learner (docs/decisions/136): the optimizer on synthetic review logs of a known learner
// (ts-fsrs simulation of the true parameters, three seeds), run as the server runs it, in a child process.
// Prints, per seed, the wall time to train on about 10,000 reviews (budget: ≤ 5 s) and the log loss on the
// held-out latest fifth with the true, trained and default parameters (trained within 2 % of true, below
// default), and the main thread's event-loop delay p99 meanwhile (what a request would wait). It imports the server's TypeScript, so through tsx: `node --import tsx scripts/bench/fsrs-training.mjs`.

import { monitorEventLoopDelay } from 'node:perf_hooks';

const load = (file) => import(new URL(`../../apps/server/${file}`, import.meta.url).href);
const { syntheticReviewLog, syntheticTrueParameters } = await load('test/helpers/synthetic-reviews.ts');
const { historyItems, splitByTime } = await load('src/domains/cards/services/fsrs/fsrs-items.ts');
const { evaluate, loadOptimizer, optimizerPackage } = await load('src/domains/cards/services/fsrs/fsrs-optimizer.ts');
const { trainApart } = await load('src/domains/cards/services/fsrs/fsrs-training.ts');

const reviews = 10_000;
const binding = await loadOptimizer(optimizerPackage);
if ('unavailable' in binding) throw new Error(binding.unavailable);

console.log(
  '| seed | reviews | train in a child process, ms | main loop delay p99, ms | log loss true | trained | default | trained vs true |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const seed of [11, 23, 37]) {
  const items = historyItems(syntheticReviewLog(syntheticTrueParameters, seed, reviews));
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = performance.now();
  const outcome = await trainApart({ moduleName: optimizerPackage, items });
  const ms = Math.round(performance.now() - started);
  delay.disable();
  const loopP99 = (delay.percentile(99) / 1e6).toFixed(1);
  if (!('parameters' in outcome)) throw new Error(JSON.stringify(outcome));
  const truth = evaluate(binding, syntheticTrueParameters, splitByTime(items).test);
  const gap = ((outcome.trained.logLoss / truth.logLoss - 1) * 100).toFixed(2);
  const f = (value) => value.toFixed(4);
  console.log(
    `| ${seed} | ${reviews.toLocaleString('en')} | ${ms.toLocaleString('en')} | ${loopP99} | ${f(truth.logLoss)} | ${f(outcome.trained.logLoss)} | ${f(outcome.defaults.logLoss)} | ${gap} % |`,
  );
}
