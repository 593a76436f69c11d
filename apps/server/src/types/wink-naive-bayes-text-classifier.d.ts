/** The part of wink-naive-bayes-text-classifier's documented API that Kurio uses (the package ships no types). */
declare module 'wink-naive-bayes-text-classifier' {
  interface NaiveBayesTextClassifier {
    defineConfig(config: { considerOnlyPresence?: boolean; smoothingFactor?: number }): boolean;
    definePrepTasks(tasks: ((input: string) => string[])[]): number;
    learn(input: string, label: string): boolean;
    consolidate(): boolean;
    /** Log-odds per label, highest first. */
    computeOdds(input: string): [string, number][];
  }
  export default function naiveBayesTextClassifier(): NaiveBayesTextClassifier;
}
