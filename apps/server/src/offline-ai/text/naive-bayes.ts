import createClassifier from 'wink-naive-bayes-text-classifier';

/** A message already read into space-separated words (lemmas, respellings: whatever the caller reads it as). */
export interface LabelledWords {
  words: string;
  label: string;
}

/** Words and word pairs: "do not want", "want live" carry meaning single words lose. */
const wordsAndPairs = (text: string) => {
  const words = text.split(' ').filter(Boolean);
  return [...words, ...words.slice(1).map((word, index) => `${words[index]}_${word}`)];
};

/**
 * A naive Bayes model (wink-naive-bayes-text-classifier) over words and word pairs, each counted once per
 * message. It takes messages already read into words, so a caller reads each message once, however many models
 * it asks.
 */
export function trainNaiveBayes(examples: Iterable<LabelledWords>) {
  const model = createClassifier();
  model.defineConfig({ considerOnlyPresence: true, smoothingFactor: 0.5 });
  model.definePrepTasks([wordsAndPairs]);
  for (const { words, label } of examples) model.learn(words, label);
  model.consolidate();
  return {
    /** Natural log-odds of `label` against the others for these words. */
    logOdds: (words: string, label: string) =>
      model.computeOdds(words).find(([name]) => name === label)?.[1] ?? Number.NEGATIVE_INFINITY,
    /** The most likely label. */
    best: (words: string) => model.computeOdds(words)[0]?.[0],
  };
}
