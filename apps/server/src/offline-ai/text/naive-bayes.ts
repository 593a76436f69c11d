import createClassifier from 'wink-naive-bayes-text-classifier';

export interface LabelledText {
  text: string;
  label: string;
}

/** Words and word pairs: "do not want", "want live" carry meaning single words lose. */
export const wordsAndPairs = (text: string) => {
  const words = text.split(' ').filter(Boolean);
  return [...words, ...words.slice(1).map((word, index) => `${words[index]}_${word}`)];
};

/**
 * A naive Bayes model (wink-naive-bayes-text-classifier) over words and word pairs, each counted once per
 * message; `prepare` turns a message into the space-separated words it is read as.
 */
export function trainNaiveBayes(examples: Iterable<LabelledText>, prepare: (text: string) => string) {
  const model = createClassifier();
  model.defineConfig({ considerOnlyPresence: true, smoothingFactor: 0.5 });
  model.definePrepTasks([wordsAndPairs]);
  for (const { text, label } of examples) model.learn(prepare(text), label);
  model.consolidate();
  return {
    /** Natural log-odds of `label` against the others for this message. */
    logOdds: (text: string, label: string) =>
      model.computeOdds(prepare(text)).find(([name]) => name === label)?.[1] ?? Number.NEGATIVE_INFINITY,
    /** The most likely label. */
    best: (text: string) => model.computeOdds(prepare(text))[0]?.[0],
  };
}
