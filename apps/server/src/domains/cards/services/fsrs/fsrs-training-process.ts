// Runs in a child process (see fsrs-training.ts): the optimizer is native code that can abort, and its abort
// ends this process only; its seconds of CPU never hold up a request either.
import { trainParameters } from './fsrs-optimizer';
import type { FsrsTrainingJob } from './fsrs-training';

process.once('message', async (job: FsrsTrainingJob) => {
  const outcome = await trainParameters(job.moduleName, job.items);
  process.send!(outcome, () => process.exit(0));
});
