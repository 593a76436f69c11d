import { childWords } from '../text/child-spelling';
import { trainNaiveBayes } from '../text/naive-bayes';
import { stem } from '../text/words';
import { labelledCompanionMessages } from '../training/companion-messages';

/**
 * Log-odds of "hurt" above which a message is answered gently: even odds, a little below the share of hurt
 * messages in the training sets, because greeting a loss with "Wow!" hurts a child more than a gentle reply to
 * good news disappoints one; a message with no word the model knows ("hmm ok") stays below it.
 */
const hurtLogOdds = 0;

const read = (text: string) => childWords(text).map(stem);

let model: ReturnType<typeof trainNaiveBayes> | undefined;

/**
 * Whether a message may tell of a sadness, a loss or a small hurt the rules have no word for ("the vet says he
 * might not get better", "it all melted before i could make a snowman"): a naive Bayes model trained at first
 * use on the labelled companion messages.
 */
export function mayTellOfHurt(text: string): boolean {
  model ??= trainNaiveBayes(
    labelledCompanionMessages().map(({ text, hurt }) => ({
      words: read(text).join(' '),
      label: hurt ? 'hurt' : 'fine',
    })),
  );
  const words = read(text);
  // Two words ("hmm ok") tell no news; short sad ones ("my dog died", "im sad") are the feeling rules' to read.
  return words.length > 2 && model.logOdds(words.join(' '), 'hurt') > hurtLogOdds;
}
