import { type SafetyCategory, safetyCategorySchema } from '@kurio/shared/child-safety';
import { type LabelledText, trainNaiveBayes } from '../offline-ai/text/naive-bayes';
import { everydayTalk, labelledSafetyMessages } from './training-messages';

/**
 * Two naive Bayes models trained at first use on our labelled messages: one gives the log-odds that a message is
 * risky, the second the category it most resembles.
 */
export function createSafetyClassifier(lemmatise: (text: string) => string) {
  let models: { risky: ReturnType<typeof trainNaiveBayes>; category: ReturnType<typeof trainNaiveBayes> } | undefined;
  const trained = () => {
    if (models) return models;
    const examples: LabelledText[] = [
      ...labelledSafetyMessages().map(({ text, category }) => ({ text, label: category })),
      ...everydayTalk().map((text) => ({ text, label: 'none' })),
    ];
    models = {
      risky: trainNaiveBayes(
        examples.map(({ text, label }) => ({ text, label: label === 'none' ? 'none' : 'risky' })),
        lemmatise,
      ),
      category: trainNaiveBayes(
        examples.filter(({ label }) => label !== 'none'),
        lemmatise,
      ),
    };
    return models;
  };
  return {
    riskyLogOdds: (text: string) => trained().risky.logOdds(text, 'risky'),
    category: (text: string): SafetyCategory | undefined =>
      safetyCategorySchema.safeParse(trained().category.best(text)).data,
  };
}
