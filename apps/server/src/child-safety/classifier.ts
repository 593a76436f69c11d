import { type SafetyCategory, safetyCategorySchema } from '@kurio/shared/child-safety';
import { trainNaiveBayes } from '../offline-ai/text/naive-bayes';
import { everydayTalk, labelledSafetyMessages } from './training-messages';

/**
 * Two naive Bayes models trained at first use on our labelled messages, each read once with `lemmatise`: one
 * gives the log-odds that a message is risky, the second the category it most resembles. Both are asked with the
 * message's lemmas.
 */
export function createSafetyClassifier(lemmatise: (text: string) => string) {
  let models: { risky: ReturnType<typeof trainNaiveBayes>; category: ReturnType<typeof trainNaiveBayes> } | undefined;
  const trained = () => {
    if (models) return models;
    const examples = [
      ...labelledSafetyMessages().map(({ text, category }) => ({ words: lemmatise(text), label: category })),
      ...everydayTalk().map((text) => ({ words: lemmatise(text), label: 'none' })),
    ];
    models = {
      risky: trainNaiveBayes(
        examples.map(({ words, label }) => ({ words, label: label === 'none' ? 'none' : 'risky' })),
      ),
      category: trainNaiveBayes(examples.filter(({ label }) => label !== 'none')),
    };
    return models;
  };
  return {
    riskyLogOdds: (lemmas: string) => trained().risky.logOdds(lemmas, 'risky'),
    category: (lemmas: string): SafetyCategory | undefined =>
      safetyCategorySchema.safeParse(trained().category.best(lemmas)).data,
  };
}
