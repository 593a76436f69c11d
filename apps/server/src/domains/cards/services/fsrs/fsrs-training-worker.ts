// Runs in a worker thread (see fsrs-training.ts): the optimizer's seconds of CPU never hold up a request.
import { parentPort, workerData } from 'node:worker_threads';
import { trainParameters } from './fsrs-optimizer';
import type { FsrsTrainingJob } from './fsrs-training';

const { moduleName, items } = workerData as FsrsTrainingJob;
parentPort!.postMessage(await trainParameters(moduleName, items));
