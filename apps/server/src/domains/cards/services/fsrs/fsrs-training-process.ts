// Runs in a child process (see fsrs-training.ts): the optimizer is native code that can abort, and its abort
// ends this process only; its seconds of CPU never hold up a request either.
import type { HistoryItem } from './fsrs-items';
import { trainParameters } from './fsrs-optimizer';
import type { FsrsTrainingMessage } from './fsrs-training';

const items: HistoryItem[] = [];
process.on('message', async (message: FsrsTrainingMessage) => {
  if ('items' in message) {
    for (const item of message.items) items.push(item);
    return;
  }
  const outcome = await trainParameters(message.train, items);
  process.send!(outcome, () => process.exit(0));
});
