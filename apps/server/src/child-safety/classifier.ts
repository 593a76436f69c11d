import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type SafetyCategory, safetyCategorySchema } from '@kurio/shared/child-safety';
import { findShipped } from '../platform/shipped-files';
import { characterGrams, tfidf, type Vocabulary, wordGrams } from './model/text-features';

/** A message as the safety layer reads it (normalise.ts): spelling fixed, and every word in its dictionary form. */
export interface ReadMessage {
  spelled: string;
  lemmas: string;
}

/** What scripts/safety-model/train.py writes: a logistic regression over the features of text-features.ts. */
export interface SafetyModelFile {
  /** How many labelled messages it learned from, and the digest of them (training-messages.ts). */
  trainedOn: { messages: number; sha256: string };
  /** `none` and the safety categories, in the order of the weights. */
  classes: string[];
  words: { features: string[]; idf: number[] };
  characters: { features: string[]; idf: number[] };
  intercepts: number[];
  /** Per class, the weight of each word feature, then of each character feature. */
  weights: number[][];
  /** Messages with the probabilities the trainer gave them, for checking this reader gives the same. */
  checks: (ReadMessage & { probabilities: number[] })[];
}

export interface SafetyReading {
  /** The chance that the message is one a parent should hear of: one minus the chance of `none`. */
  risk: number;
  /** The likeliest category, whatever the risk. */
  category: SafetyCategory;
}

const vocabulary = ({ features, idf }: { features: string[]; idf: number[] }): Vocabulary => ({
  index: new Map(features.map((feature, at) => [feature, at])),
  idf: Float64Array.from(idf),
});

/** The model of a file: the probability of each class, and the reading the safety layer asks for. */
export function safetyModel(file: SafetyModelFile) {
  const words = vocabulary(file.words);
  const characters = vocabulary(file.characters);
  const offset = file.words.features.length;
  const weights = file.weights.map((row) => Float64Array.from(row));
  const none = file.classes.indexOf('none');
  const categories = file.classes.map((name) => safetyCategorySchema.safeParse(name).data);

  const probabilities = (message: ReadMessage): number[] => {
    const features = [
      ...tfidf(wordGrams(message.lemmas), words),
      ...[...tfidf(characterGrams(message.spelled), characters)].map(([at, value]) => [at + offset, value] as const),
    ];
    const scores = weights.map((row, c) =>
      features.reduce((sum, [at, value]) => sum + (row[at] ?? 0) * value, file.intercepts[c] ?? 0),
    );
    const top = Math.max(...scores);
    const exponents = scores.map((score) => Math.exp(score - top));
    const total = exponents.reduce((sum, value) => sum + value, 0);
    return exponents.map((value) => value / total);
  };

  return {
    probabilities,
    read(message: ReadMessage): SafetyReading {
      const chances = probabilities(message);
      let best: SafetyCategory = 'selfHarm';
      let bestChance = -1;
      chances.forEach((chance, at) => {
        const category = categories[at];
        if (category && chance > bestChance) [best, bestChance] = [category, chance];
      });
      return { risk: 1 - (chances[none] ?? 0), category: best };
    },
  };
}

export const safetyModelPath = path.join('models', 'safety-classifier.json');

let shipped: ReturnType<typeof safetyModel> | undefined;

/**
 * The model shipped in apps/server/models, read on first use (tens of milliseconds): it is trained when the
 * labelled messages change, not each time the server starts (decision 163).
 */
export function shippedSafetyModel() {
  shipped ??= safetyModel(
    JSON.parse(
      readFileSync(findShipped(safetyModelPath, 'run node scripts/safety-model/build.mjs'), 'utf8'),
    ) as SafetyModelFile,
  );
  return shipped;
}
