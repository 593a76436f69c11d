// Runs in a child process (see fsrs-training.ts): the optimizer is native code that can abort, and its abort
// ends this process only; its seconds of CPU never hold up a request either.
import { historyItems, type LoggedReview } from './fsrs-items';
import { trainParameters } from './fsrs-optimizer';
import type { FsrsTrainingMessage } from './fsrs-training';

// The log, not the items: a card's items repeat its reviews, so building them here keeps that work and its
// messages off the server's main thread.
const cards: LoggedReview[][] = [];
process.on('message', async (message: FsrsTrainingMessage) => {
  if ('cards' in message) {
    for (const reviews of message.cards) cards.push(reviews);
    return;
  }
  const outcome = await trainParameters(message.train, historyItems(cards));
  process.send!(outcome, () => process.exit(0));
});
